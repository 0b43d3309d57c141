/**
 * A home posted in a new project names it (`project`: the project's id or slug, as the posting
 * form's picker sends it). The listing stores the project's `_id` only (`projectId`); its slug
 * and name are read at answer time (_shared/listing-detail.ts `listingProject`).
 */
import { isProjectRef, projectRefFilter } from '../../domain/projects/project-ref';
import { ApiError } from '../../http/errors';
import type { Store } from '../../store/types';

export const UNKNOWN_PROJECT = 'Choose the project from the suggestions, or leave it empty.';

/** `{ projectId }` for a project that exists, `{}` for none given; 400 naming `project` otherwise. */
export async function resolveListingProject(
  store: Store,
  body: { project?: string },
): Promise<{ projectId?: string }> {
  const ref = body.project?.trim();
  if (!ref) return {};
  if (!isProjectRef(ref)) throw ApiError.badRequest(UNKNOWN_PROJECT, { project: UNKNOWN_PROJECT });
  const project = await store
    .collection('projects')
    .findOne(projectRefFilter(ref), { projection: { _id: 1 } });
  if (!project) throw ApiError.badRequest(UNKNOWN_PROJECT, { project: UNKNOWN_PROJECT });
  return { projectId: project._id };
}
