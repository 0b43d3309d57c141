/**
 * GET /api/openapi.json: the OpenAPI 3.1 document, generated from the same zod schemas the routes
 * validate with, so the doc cannot drift from the behaviour.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Env as HonoEnv } from 'hono';

export const OPENAPI_PATH = '/api/openapi.json';

/** Mount on the root app after every router, so its registry holds all the routes. */
export function mountOpenApiDoc<E extends HonoEnv>(app: OpenAPIHono<E>, version: string) {
  return app.doc31(OPENAPI_PATH, {
    openapi: '3.1.0',
    info: {
      title: 'PropAI API',
      version,
      description: 'Property marketplace API for Delhi NCR. Errors: { error, message, fields? }.',
    },
  });
}
