/** Finds a project by id or slug, or throws the API's 404. */
import { projectRefFilter } from '../../domain/projects/project-ref';
import { ApiError } from '../../http/errors';
import type { Doc, Store } from '../../store/types';

export async function loadProject(store: Store, idOrSlug: string): Promise<Doc> {
  const doc = await store.collection('projects').findOne(projectRefFilter(idOrSlug));
  if (!doc) throw ApiError.notFound('Project not found.');
  return doc;
}
