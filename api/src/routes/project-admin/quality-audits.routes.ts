/**
 * The quality-audit editor (spec part 3 §2, §7): GET and PUT /projects/{id}/admin/quality-audits,
 * and PUT /projects/{id}/quality-audits (the same save under the public path; the public GET stays
 * in routes/projects). Every report validated; the list replaces the stored one, recorded in history.
 */
import type { AuthEnv } from '../../auth/session-middleware';
import { QUALITY_AUDIT_SHAPE } from '../../domain/project-admin/modern-view';
import { QualityAudit } from '../../domain/project-admin/sections';
import { fitList } from '../../domain/project-admin/stored-views';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { saveProjectSections } from '../../services/projects/save-sections';
import type { Doc } from '../../store/types';
import { json, jsonBody, loadProject } from './editor-kit';
import { ProjectParams, QualityAuditsAnswer, QualityAuditsBody } from './project-admin.schemas';

const admin = { access: 'admin' as const, tags: ['admin', 'Project editors'] };
const errors = errorResponses(400, 401, 403, 404);

const getRoute = defineRoute({
  ...admin,
  method: 'get',
  path: '/{id}/admin/quality-audits',
  summary: 'Quality-audit editor: the stored reports',
  request: { params: ProjectParams },
  responses: { 200: json(QualityAuditsAnswer, 'Reports'), ...errors },
});

const putRoute = (path: string) =>
  defineRoute({
    ...admin,
    method: 'put',
    path,
    summary: 'Quality-audit editor: replace the reports',
    request: { params: ProjectParams, body: jsonBody(QualityAuditsBody) },
    responses: { 200: json(QualityAuditsAnswer, 'Saved'), ...errors },
  });

const reportsOf = (doc: Doc) => fitList(QualityAudit, doc.qualityAudits, QUALITY_AUDIT_SHAPE);

export function qualityAuditRoutes(deps: AppDeps) {
  const { store } = deps;
  const router = createRouter<AuthEnv>().openapi(getRoute, async (c) => {
    const doc = await loadProject(store, c.req.valid('param').id);
    c.header('Cache-Control', 'no-store');
    return c.json({ ok: true as const, reports: reportsOf(doc) }, 200);
  });
  for (const path of ['/{id}/admin/quality-audits', '/{id}/quality-audits']) {
    router.openapi(putRoute(path), async (c) => {
      const doc = await loadProject(store, c.req.valid('param').id);
      const { reports } = c.req.valid('json');
      const saved = await saveProjectSections(
        store,
        doc,
        { qualityAudits: { qualityAudits: reports } },
        c.var.user._id,
      );
      c.header('Cache-Control', 'no-store');
      return c.json({ ok: true as const, reports: reportsOf(saved.doc) }, 200);
    });
  }
  return router;
}
