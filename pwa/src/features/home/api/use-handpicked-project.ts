import { useFreshQuery } from '../../../lib/use-fresh-query';

/** The handpicked project: the first featured project (GET /api/projects?featured=true). */
export function useHandpickedProject() {
  return useFreshQuery<{ items?: Record<string, unknown>[] }>('/projects', { featured: 'true', limit: 1 });
}
