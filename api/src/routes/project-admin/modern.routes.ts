/**
 * The modern admin editor (spec part 3 §2 "Modern admin editor"; issue 19): GET the eleven sections
 * in the shape a save accepts, and PUT only the changed ones. A save is all or nothing: the body is
 * validated whole (any invalid section → 400 naming `<section>.<path>`) before the one recorded
 * write, so no section of a failed save is stored.
 */
import type { AuthEnv } from '../../auth/session-middleware';
import { modernSectionsOf } from '../../domain/project-admin/modern-view';
import { modernWrites } from '../../domain/project-admin/section-writes';
import { ModernDetailsInput } from '../../domain/project-admin/modern-schemas';
import { escrowSnapshotOf } from '../../domain/project-admin/stored-views';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { saveProjectSections } from '../../services/projects/save-sections';
import type { Doc } from '../../store/types';
import { changeAnswer, json, jsonBody, loadProject } from './editor-kit';
import { AdminModernDetails, ModernSaveAnswer, ProjectParams } from './project-admin.schemas';

const admin = { access: 'admin' as const, tags: ['admin', 'Project editors'] };
const errors = errorResponses(400, 401, 403, 404);

const getRoute = defineRoute({
  ...admin,
  method: 'get',
  path: '/{id}/admin/modern-details',
  summary: 'Modern editor: the eleven sections as a save accepts them (escrow account masked)',
  request: { params: ProjectParams },
  responses: { 200: json(AdminModernDetails, 'Each section, null when unset'), ...errors },
});

const putRoute = defineRoute({
  ...admin,
  method: 'put',
  path: '/{id}/admin/modern-details',
  summary: 'Modern editor: save the changed sections (all or nothing)',
  request: { params: ProjectParams, body: jsonBody(ModernDetailsInput) },
  responses: { 200: json(ModernSaveAnswer, 'Saved; the sections as now stored'), ...errors },
});

const adminModern = (doc: Doc) => ({ ...modernSectionsOf(doc), escrow: escrowSnapshotOf(doc) });

export function modernRoutes(deps: AppDeps) {
  const { store } = deps;
  return createRouter<AuthEnv>()
    .openapi(getRoute, async (c) => {
      const doc = await loadProject(store, c.req.valid('param').id);
      c.header('Cache-Control', 'no-store');
      return c.json(adminModern(doc), 200);
    })
    .openapi(putRoute, async (c) => {
      const doc = await loadProject(store, c.req.valid('param').id);
      const writes = modernWrites(c.req.valid('json'), doc);
      const saved = await saveProjectSections(store, doc, writes, c.var.user._id);
      c.header('Cache-Control', 'no-store');
      return c.json({ modern: adminModern(saved.doc), change: await changeAnswer(store, saved.change) }, 200);
    });
}
