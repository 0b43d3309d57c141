/**
 * A project's admin change history (issue 19 "History"): newest first, with who, when, the sections
 * and each field before and after (account numbers masked), and per section what can be reverted;
 * and a one-call revert of a change or of one of its sections, itself recorded, after which the
 * score and search fields are recomputed. A revert that would overwrite a later edit is a 409
 * naming that later change, and writes nothing (services/admin-changes/revert-change.ts).
 */
import type { AuthEnv } from '../../auth/session-middleware';
import { changeView, revertRefusal } from '../../domain/project-admin/history-view';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { ConcurrentEditError, listChanges } from '../../services/admin-changes/admin-changes';
import {
  ChangeNotFoundError,
  CreationNotRevertibleError,
  RevertConflictError,
  revertStates,
} from '../../services/admin-changes/revert-change';
import { adminNames, revertProjectChange } from '../../services/projects/save-sections';
import { changeAnswer, json, loadProject } from './editor-kit';
import {
  ChangeParams,
  HistoryQuery,
  ProjectHistory,
  ProjectParams,
  RevertAnswer,
  RevertQuery,
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
  summary:
    'Put the fields of one change (or one section of it: ?section=) back to their values before, as a recorded change; 409 while a later change holds them',
  request: { params: ChangeParams, query: RevertQuery },
  responses: {
    200: json(RevertAnswer, 'Reverted; change is null when the fields already held those values'),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export function historyRoutes(deps: AppDeps) {
  const { store } = deps;
  return createRouter<AuthEnv>()
    .openapi(listRoute, async (c) => {
      const doc = await loadProject(store, c.req.valid('param').id);
      const changes = await listChanges(store, 'project', doc._id, c.req.valid('query').limit);
      const names = await adminNames(store, changes);
      // Read after the list: a part shows "can be reverted" only if the project holds it now.
      const states = revertStates(changes, await loadProject(store, doc._id));
      c.header('Cache-Control', 'no-store');
      const items = changes.map((change) => changeView(change, names, states.get(change._id) ?? []));
      return c.json({ items }, 200);
    })
    .openapi(revertRoute, async (c) => {
      const { id, changeId } = c.req.valid('param');
      const { section } = c.req.valid('query');
      const doc = await loadProject(store, id);
      try {
        const change = await revertProjectChange(store, doc._id, changeId, c.var.user._id, section ?? null);
        c.header('Cache-Control', 'no-store');
        return c.json({ ok: true as const, change: await changeAnswer(store, change) }, 200);
      } catch (err) {
        if (err instanceof ChangeNotFoundError) {
          throw ApiError.notFound(
            section
              ? `This change has no section "${section}" to revert.`
              : 'No such change on this project.',
          );
        }
        if (err instanceof RevertConflictError) {
          const names = await adminNames(store, err.block.later ? [err.block.later] : []);
          throw ApiError.conflict(revertRefusal({ part: err.part, block: err.block }, names));
        }
        if (err instanceof CreationNotRevertibleError) {
          throw ApiError.conflict('The creation of a project cannot be reverted: edit its sections instead.');
        }
        if (err instanceof ConcurrentEditError) {
          throw ApiError.conflict(
            'The project changed while reverting; nothing was reverted. Reload the history.',
          );
        }
        throw err;
      }
    });
}
