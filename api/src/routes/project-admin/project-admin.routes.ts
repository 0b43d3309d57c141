/**
 * The project editors' admin API (issue 19), mounted by app.ts on /api/projects beside the public
 * project routes: every path here is `/{id}/admin/…` or a write method (PUT /{id}, PUT
 * /{id}/quality-audits), so none shadows a public GET. Every route is `access: 'admin'` and answers
 * `Cache-Control: no-store`; the service worker never caches /api/projects/{id}/admin/*.
 */
import type { AppDeps } from '../../http/deps';
import { createRouter } from '../../http/validation';
import { historyRoutes } from './history.routes';
import { legacyRoutes } from './legacy.routes';
import { modernRoutes } from './modern.routes';
import { panelRoutes } from './panels.routes';
import { qualityAuditRoutes } from './quality-audits.routes';

export function projectAdminRoutes(deps: AppDeps) {
  return createRouter()
    .route('/', panelRoutes(deps))
    .route('/', modernRoutes(deps))
    .route('/', qualityAuditRoutes(deps))
    .route('/', legacyRoutes(deps))
    .route('/', historyRoutes(deps));
}
