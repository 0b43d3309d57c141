/**
 * A project's admin change history (issue 19 "History"): newest first, with who, when, the sections
 * and each field before and after (account numbers masked); and a one-call revert of any change,
 * itself recorded, after which the score and search fields are recomputed.
 */
import type { AuthEnv } from '../../auth/session-middleware';
import { changeView } from '../../domain/project-admin/history-view';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { ChangeNotFoundError, listChanges } from '../../services/admin-changes/admin-changes';
import { adminNames, revertProjectChange } from '../../services/projects/save-sections';
import { changeAnswer, json, loadProject } from './editor-kit';
import {
  ChangeParams,
  HistoryQuery,
  ProjectHistory,
  ProjectParams,
  RevertAnswer,
} from './project-admin.schemas';

const admin = { access: 'admin' as const, tags: ['admin', 'Project editors'] };

const listRoute = defineRoute({
  ...admin,
  method: 'get',
  path: '/{id}/admin/history',
  summary: 'The project’s admin changes, newest first',
  request: { params: ProjectParams, query: HistoryQuery },
  responses: { 200: json(ProjectHistory, 'Changes'), ...errorResponses(400, 401, 403, 404) },
});

const revertRoute = defineRoute({
  ...admin,
  method: 'post',
  path: '/{id}/admin/history/{changeId}/revert',
  summary: 'Put every field of one change back to its value before (recorded as a change)',
  request: { params: ChangeParams },
  responses: {
    200: json(RevertAnswer, 'Reverted; change is null when the fields already held those values'),
    ...errorResponses(400, 401, 403, 404),
  },
});

export function historyRoutes(deps: AppDeps) {
  const { store } = deps;
  return createRouter<AuthEnv>()
    .openapi(listRoute, async (c) => {
      const doc = await loadProject(store, c.req.valid('param').id);
      const changes = await listChanges(store, 'project', doc._id, c.req.valid('query').limit);
      const names = await adminNames(store, changes);
      c.header('Cache-Control', 'no-store');
      return c.json({ items: changes.map((change) => changeView(change, names)) }, 200);
    })
    .openapi(revertRoute, async (c) => {
      const { id, changeId } = c.req.valid('param');
      const doc = await loadProject(store, id);
      try {
        const change = await revertProjectChange(store, doc._id, changeId, c.var.user._id);
        c.header('Cache-Control', 'no-store');
        return c.json({ ok: true as const, change: await changeAnswer(store, change) }, 200);
      } catch (err) {
        if (err instanceof ChangeNotFoundError) throw ApiError.notFound('No such change on this project.');
        throw err;
      }
    });
}
