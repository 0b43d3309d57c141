/**
 * GET /api/health: liveness for load balancers, the start script and the PWA's online check.
 * Cheap on purpose (no store round-trip), so it can be polled. It answers as soon as the process
 * listens, during the start-up warm-up too (`ready: false`; http/warm-up.ts).
 *
 * GET /api/health/ready: readiness — 200 once the warm-up is over, 503 `warming_up` before, so a
 * load balancer (or the e2e harness) sends traffic only to a process whose store is prepared.
 */
import { z } from '@hono/zod-openapi';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';

export const HealthSchema = z
  .object({
    ok: z.literal(true),
    store: z.enum(['embedded', 'mongo']).openapi({ description: 'Which storage adapter is in use' }),
    version: z.string().openapi({ example: '0.1.0' }),
    ready: z.boolean().openapi({
      description:
        'false while start-up work (indexes, recovery) runs; requests that need the store wait for it',
    }),
  })
  .openapi('Health');

const healthRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/',
  tags: ['System'],
  summary: 'Service health (liveness)',
  responses: {
    200: { description: 'The API is up', content: { 'application/json': { schema: HealthSchema } } },
  },
});

const readyRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/ready',
  tags: ['System'],
  summary: 'Readiness: 200 once start-up work is done, 503 before',
  responses: {
    200: { description: 'Ready to serve', content: { 'application/json': { schema: HealthSchema } } },
    ...errorResponses(503),
  },
});

export function healthRoutes({ store, version, warmUp }: AppDeps) {
  const answer = () => ({ ok: true as const, store: store.kind, version, ready: warmUp.isReady() });
  return createRouter()
    .openapi(healthRoute, (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(answer(), 200);
    })
    .openapi(readyRoute, (c) => {
      c.header('Cache-Control', 'no-store');
      if (!warmUp.isReady()) {
        throw new ApiError(
          503,
          'service_unavailable',
          `Starting up: preparing the store (${Math.round(warmUp.elapsedMs() / 1000)} s so far).`,
          { headers: { 'Retry-After': '2' } },
        );
      }
      return c.json(answer(), 200);
    });
}
