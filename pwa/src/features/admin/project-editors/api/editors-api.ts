/**
 * The project editors' calls (contract-19-editors.md). Admin answers are `no-store` and are not
 * kept on the device: each read goes to the server, so an editor never starts from a stale copy.
 */
import type {
  AdminModernDetails,
  AdminProjectList,
  AdminProjectSnapshot,
  CostSheetAnswer,
  MergeAnswer,
  ModernSaveAnswer,
  ProjectHistory,
  QualityAuditsAnswer,
  RevertAnswer,
} from '@propai/api/wire';
import { api } from '../../../../lib/api-client';

const base = (id: string) => `/projects/${encodeURIComponent(id)}`;

export const getSnapshot = (id: string) =>
  api.get<AdminProjectSnapshot>(`${base(id)}/admin/snapshot`).then((a) => a.project);

export const putConstruction = (id: string, body: unknown) => api.put(`${base(id)}/admin/construction`, body);

export const postMerge = (id: string, body: unknown) =>
  api.post<MergeAnswer>(`${base(id)}/admin/merge`, body);

export const putCostSheet = (id: string, body: unknown) =>
  api.put<CostSheetAnswer>(`${base(id)}/admin/cost-sheet`, body);

/** The admin read: escrow in the shape the PUT takes back (the public GET's is the masked view). */
export const getModernDetails = (id: string) =>
  api.get<AdminModernDetails>(`${base(id)}/admin/modern-details`);

export const putModernDetails = (id: string, body: unknown) =>
  api.put<ModernSaveAnswer>(`${base(id)}/admin/modern-details`, body);

export const getAdminAudits = (id: string) =>
  api.get<QualityAuditsAnswer>(`${base(id)}/admin/quality-audits`).then((a) => a.reports);

export const putAdminAudits = (id: string, reports: unknown) =>
  api.put<QualityAuditsAnswer>(`${base(id)}/admin/quality-audits`, { reports });

export const getHistory = (id: string) =>
  api.get<ProjectHistory>(`${base(id)}/admin/history`, { query: { limit: 50 } }).then((a) => a.items);

/** `section` null: the whole change; else that section of it (the history's `revert[].section`). */
export const revertChange = (id: string, changeId: string, section: string | null) =>
  api.post<RevertAnswer>(`${base(id)}/admin/history/${encodeURIComponent(changeId)}/revert`, undefined, {
    query: { section },
  });

export const listAdminProjects = (q: string, page: number) =>
  api.get<AdminProjectList>('/admin/projects', { query: { q, page } });

export interface NewProject {
  name: string;
  developer: string;
  city: string;
  locality: string;
  reraId: string;
  status: string;
}

/** The key is the form's, kept across retries: a retried create makes one project. */
export const createProject = (input: NewProject, idempotencyKey: string) =>
  api.post<{ id: string; slug: string; name: string }>('/admin/projects', input, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
