/**
 * The legacy editor's two calls (contract-19-editors.md): the whole project as the editor's model,
 * and the full save. Both go straight to the server, not through the outbox: an admin saving a
 * project watches it succeed, and a failed save leaves the form as it was.
 */
import type { LegacyAnswer, LegacySaveAnswer } from '@propai/api/wire';
import { api } from '../../../../lib/api-client';

const path = (id: string) => `/projects/${encodeURIComponent(id)}`;

/** GET /api/projects/{id}/admin/legacy → the project as the legacy editor edits it (admins only). */
export const getLegacyProject = (id: string) => api.get<LegacyAnswer>(`${path(id)}/admin/legacy`);

/**
 * PUT /api/projects/{id} with the full legacy model; 200 means saved. The body is the form's
 * (save-body.ts); the server validates every field and names the path of any it refuses.
 */
export const saveLegacyProject = (id: string, body: Record<string, unknown>) =>
  api.put<LegacySaveAnswer>(path(id), body);
