/**
 * The legacy form editor (spec part 3 §2 "Legacy project editor", §3, §7): GET the whole form
 * model, PUT /projects/{id} the whole model back (or `{ costSheet }` alone, the legacy cost-sheet
 * save). Validated whole, written as one recorded change of the sections that actually changed
 * (domain/project-admin/legacy-mapping.ts has the field mapping and the blank/omitted rules).
 */
import type { AuthEnv } from '../../auth/session-middleware';
import { legacyOf, legacyWrites } from '../../domain/project-admin/legacy-mapping';
import { LegacySaveInput } from '../../domain/project-admin/legacy-schema';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { saveProjectSections } from '../../services/projects/save-sections';
import { changeAnswer, invalidFields, json, jsonBody, loadProject } from './editor-kit';
import { LegacyAnswer, LegacySaveAnswer, ProjectParams } from './project-admin.schemas';

const admin = { access: 'admin' as const, tags: ['admin', 'Project editors'] };
const errors = errorResponses(400, 401, 403, 404);

const getRoute = defineRoute({
  ...admin,
  method: 'get',
  path: '/{id}/admin/legacy',
  summary: 'Legacy editor: the whole project as the form edits it (escrow account masked)',
  request: { params: ProjectParams },
  responses: { 200: json(LegacyAnswer, 'The project'), ...errors },
});

const putRoute = defineRoute({
  ...admin,
  method: 'put',
  path: '/{id}',
  summary: 'Legacy editor: save the whole project, or {costSheet} alone',
  request: { params: ProjectParams, body: jsonBody(LegacySaveInput) },
  responses: { 200: json(LegacySaveAnswer, 'Saved; the project as now stored'), ...errors },
});

export function legacyRoutes(deps: AppDeps) {
  const { store } = deps;
  return createRouter<AuthEnv>()
    .openapi(getRoute, async (c) => {
      const doc = await loadProject(store, c.req.valid('param').id);
      c.header('Cache-Control', 'no-store');
      return c.json({ project: legacyOf(doc) }, 200);
    })
    .openapi(putRoute, async (c) => {
      const doc = await loadProject(store, c.req.valid('param').id);
      const { writes, issues } = legacyWrites(c.req.valid('json'), doc);
      if (Object.keys(issues).length > 0) throw invalidFields(issues);
      const saved = await saveProjectSections(store, doc, writes, c.var.user._id);
      c.header('Cache-Control', 'no-store');
      const change = await changeAnswer(store, saved.change);
      return c.json({ ok: true as const, project: legacyOf(saved.doc), change }, 200);
    });
}
