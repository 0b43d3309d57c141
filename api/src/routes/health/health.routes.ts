/**
 * GET /api/health: liveness for load balancers, the start script and the PWA's online check.
 * Cheap on purpose (no store round-trip), so it can be polled.
 */
import { z } from '@hono/zod-openapi';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { createRouter } from '../../http/validation';

export const HealthSchema = z
  .object({
    ok: z.literal(true),
    store: z.enum(['embedded', 'mongo']).openapi({ description: 'Which storage adapter is in use' }),
    version: z.string().openapi({ example: '0.1.0' }),
  })
  .openapi('Health');

const healthRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/',
  tags: ['System'],
  summary: 'Service health',
  responses: {
    200: { description: 'The API is up', content: { 'application/json': { schema: HealthSchema } } },
  },
});

export function healthRoutes({ store, version }: AppDeps) {
  return createRouter().openapi(healthRoute, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ ok: true as const, store: store.kind, version }, 200);
  });
}
