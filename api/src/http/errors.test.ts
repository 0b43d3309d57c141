import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, createErrorHandler, errorResponses } from './errors';
import { createLogger, silentLogger } from './logger';
import { describeZodError } from './validation';

function appThrowing(err: unknown) {
  const app = new Hono();
  app.onError(createErrorHandler(silentLogger));
  app.get('/', () => {
    throw err;
  });
  return app;
}

describe('createErrorHandler', () => {
  it.each([
    [new HTTPException(401), 401, 'unauthorized'],
    [new HTTPException(403), 403, 'forbidden'],
    [new HTTPException(404), 404, 'not_found'],
    [new HTTPException(413), 413, 'payload_too_large'],
    [new HTTPException(415), 415, 'unsupported_media_type'],
    [new HTTPException(503), 503, 'service_unavailable'],
    [new HTTPException(418), 500, 'internal_error'],
    [new HTTPException(400, { message: 'Malformed JSON in request body' }), 400, 'malformed_json'],
    [new ApiError(409, 'conflict', 'Taken.'), 409, 'conflict'],
    [new TypeError('x is undefined'), 500, 'internal_error'],
  ])('maps %s to %i %s', async (err, status, code) => {
    const res = await appThrowing(err).request('/');
    expect(res.status).toBe(status);
    expect(res.headers.get('Content-Type')).toContain('application/json');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(((await res.json()) as { error: string }).error).toBe(code);
  });

  it('keeps an ApiError’s fields and headers', async () => {
    const res = await appThrowing(ApiError.badRequest('Invalid request.', { a: 'b' })).request('/');
    expect(await res.json()).toEqual({
      error: 'validation_failed',
      message: 'Invalid request.',
      fields: { a: 'b' },
    });
    expect((await appThrowing(ApiError.rateLimited(0.2)).request('/')).headers.get('Retry-After')).toBe('1');
  });
});

describe('describeZodError', () => {
  it('joins nested paths and names the part for root problems', () => {
    const schema = z.object({ address: z.object({ city: z.string() }), photos: z.array(z.string()) });
    const result = schema.safeParse({ address: {}, photos: [1] });
    expect(result.success).toBe(false);
    const { fields } = describeZodError(result.error!, 'json');
    expect(Object.keys(fields)).toEqual(['address.city', 'photos.0']);
    const root = z.string().safeParse(1);
    expect(Object.keys(describeZodError(root.error!, 'query').fields)).toEqual(['query']);
  });
});

describe('errorResponses', () => {
  it('builds OpenAPI response entries', () => {
    expect(Object.keys(errorResponses(400, 404))).toEqual(['400', '404']);
  });
});

describe('createLogger', () => {
  it('is quiet below its level', () => {
    const lines: string[] = [];
    const original = console.log;
    console.log = (line: string) => lines.push(line);
    try {
      createLogger('silent').info('hidden');
      createLogger('warn').info('hidden');
      createLogger('info').info('shown');
    } finally {
      console.log = original;
    }
    expect(lines).toEqual(['shown']);
  });
});
