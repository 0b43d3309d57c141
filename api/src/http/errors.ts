/**
 * The API's one error shape, `{ error, message, fields? }`, and the typed error routes throw.
 *
 * Routes throw `ApiError` (or let the store's DuplicateKeyError escape); `createErrorHandler`
 * (installed as `app.onError`) turns anything thrown into that shape with the right status. Hono's
 * own HTTPExceptions (malformed JSON, 415 from the OpenAPI content-type gate, body limit) are mapped
 * by status. Anything else is a bug: the client gets a generic 500 and the stack goes to the log
 * only, so no internals ever reach a browser.
 */
import { z } from '@hono/zod-openapi';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DuplicateKeyError } from '../store/types';
import type { Logger } from './logger';

export type ErrorCode =
  | 'validation_failed'
  | 'malformed_json'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'service_unavailable'
  | 'internal_error'
  /** An editor save that, once normalised, held nothing to store (issue 19 'Nothing to update'). */
  | 'nothing_to_update';

export interface ErrorBody {
  error: ErrorCode;
  message: string;
  fields?: Record<string, string>;
}

/** The error body as a schema, for `responses` in createRoute (see `errorResponses`). */
export const ErrorSchema = z
  .object({
    error: z.string().openapi({ example: 'validation_failed' }),
    message: z.string().openapi({ example: 'Invalid request: email — Enter a valid email address.' }),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .openapi('Error');

const INTERNAL_MESSAGE = 'Something went wrong on our side. Try again later.';

const DEFAULTS: Record<number, { code: ErrorCode; message: string }> = {
  400: { code: 'validation_failed', message: 'Invalid request.' },
  401: { code: 'unauthorized', message: 'Sign in to continue.' },
  403: { code: 'forbidden', message: 'You do not have permission to do that.' },
  404: { code: 'not_found', message: 'Not found.' },
  409: { code: 'conflict', message: 'That already exists.' },
  413: { code: 'payload_too_large', message: 'The request body is too large.' },
  415: { code: 'unsupported_media_type', message: 'Send the request body as application/json.' },
  429: { code: 'rate_limited', message: 'Too many requests. Try again later.' },
  503: { code: 'service_unavailable', message: 'The service is unavailable. Try again later.' },
};

/**
 * An error with a status, a machine code and a human message, for routes to throw.
 *
 * @example
 *   throw new ApiError(404, 'not_found', 'Listing not found.');
 *   throw ApiError.rateLimited(30); // 429 with Retry-After: 30
 */
export class ApiError extends HTTPException {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string>;

  constructor(
    status: ContentfulStatusCode,
    code: ErrorCode,
    message: string,
    options: { fields?: Record<string, string>; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(status, { message, cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers ?? {};
  }

  static badRequest(message: string, fields?: Record<string, string>) {
    return new ApiError(400, 'validation_failed', message, fields ? { fields } : {});
  }
  static unauthorized(message = DEFAULTS[401]!.message) {
    return new ApiError(401, 'unauthorized', message);
  }
  static forbidden(message = DEFAULTS[403]!.message) {
    return new ApiError(403, 'forbidden', message);
  }
  static notFound(message = DEFAULTS[404]!.message) {
    return new ApiError(404, 'not_found', message);
  }
  static conflict(message = DEFAULTS[409]!.message) {
    return new ApiError(409, 'conflict', message);
  }
  static rateLimited(retryAfterSeconds: number, message = DEFAULTS[429]!.message) {
    const seconds = String(Math.max(1, Math.ceil(retryAfterSeconds)));
    return new ApiError(429, 'rate_limited', message, { headers: { 'Retry-After': seconds } });
  }
}

/** Writes the error shape; every error response in the API goes through here. */
export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  body: ErrorBody,
  headers: Record<string, string> = {},
): Response {
  return c.json(body, status, { 'Cache-Control': 'no-store', ...headers });
}

function fromHttpException(err: HTTPException): { status: ContentfulStatusCode; body: ErrorBody } {
  const status = err.status >= 400 ? err.status : 500;
  // Hono's JSON validator throws exactly this 400 when the body does not parse.
  if (status === 400 && /malformed json/i.test(err.message)) {
    return { status, body: { error: 'malformed_json', message: 'The request body is not valid JSON.' } };
  }
  const known = DEFAULTS[status];
  if (!known) return { status: 500, body: { error: 'internal_error', message: INTERNAL_MESSAGE } };
  return { status, body: { error: known.code, message: known.message } };
}

/** `app.onError`: the one place a thrown error becomes a response. */
export function createErrorHandler(log: Logger): ErrorHandler {
  return (err, c) => {
    if (err instanceof ApiError) {
      const body: ErrorBody = { error: err.code, message: err.message };
      if (err.fields) body.fields = err.fields;
      return errorResponse(c, err.status, body, err.headers);
    }
    if (err instanceof DuplicateKeyError) {
      log.debug(`409 ${c.req.method} ${c.req.path}: ${err.message}`);
      return errorResponse(c, 409, { error: 'conflict', message: DEFAULTS[409]!.message });
    }
    if (err instanceof HTTPException) {
      const { status, body } = fromHttpException(err);
      return errorResponse(c, status, body);
    }
    log.error(`500 ${c.req.method} ${c.req.path}`, err);
    return errorResponse(c, 500, {
      error: 'internal_error',
      message: 'Something went wrong. Try again later.',
    });
  };
}

/** `app.notFound`: unknown routes (API or not) answer in the error shape. */
export const notFoundHandler: NotFoundHandler = (c) =>
  errorResponse(c, 404, { error: 'not_found', message: `No route for ${c.req.method} ${c.req.path}.` });

/**
 * Response entries for createRoute, so the OpenAPI doc lists a route's failures.
 *
 * @example
 *   responses: { 200: {...}, ...errorResponses(400, 404) }
 */
export function errorResponses<S extends number>(...statuses: S[]) {
  const out = {} as Record<
    S,
    { description: string; content: { 'application/json': { schema: typeof ErrorSchema } } }
  >;
  for (const status of statuses) {
    out[status] = {
      description: DEFAULTS[status]?.message ?? 'Error',
      content: { 'application/json': { schema: ErrorSchema } },
    };
  }
  return out;
}
