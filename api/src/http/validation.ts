/**
 * Turns zod failures into the API's 400 shape, and builds routers that use it.
 *
 * Every resource router is made with `createRouter()`, so a request that fails its route's zod
 * schema (body, query, path params, headers) answers
 * `400 { error: 'validation_failed', message: 'Invalid request: email — Enter a valid email address.',
 * fields: { email: 'Enter a valid email address.' } }` before the handler runs.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Hook } from '@hono/zod-openapi';
import type { Env as HonoEnv } from 'hono';
import type { ZodError } from 'zod';
import { ApiError } from './errors';

/** What a failed request part is called when the problem is the whole part, not one field. */
const TARGET_NAMES: Record<string, string> = { json: 'body', form: 'body', query: 'query', param: 'path' };

/** Maps zod issues to `{ 'a.b': message }` (first message per field) and a one-line summary. */
export function describeZodError(
  error: ZodError,
  target: string,
): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : (TARGET_NAMES[target] ?? target);
    fields[key] ??= issue.message;
  }
  const parts = Object.entries(fields).map(([key, msg]) => `${key} — ${msg.replace(/[.\s]+$/, '')}`);
  return { message: `Invalid request: ${parts.join('; ')}.`, fields };
}

/** The OpenAPIHono `defaultHook`: throw, so onError writes the one shape. */
export function validationHook(result: Parameters<Hook<unknown, HonoEnv, string, unknown>>[0]): undefined {
  if (!result.success) {
    const { message, fields } = describeZodError(result.error, result.target);
    throw ApiError.badRequest(message, fields);
  }
  return undefined;
}

/**
 * A router for one resource, mounted by app.ts with `app.route('/api/<resource>', router)`.
 *
 * @example
 *   export const healthRoutes = (deps: AppDeps) => createRouter().openapi(route, handler);
 */
export function createRouter<E extends HonoEnv = HonoEnv>() {
  return new OpenAPIHono<E>({ defaultHook: validationHook });
}
