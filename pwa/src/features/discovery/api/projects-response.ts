import type { ProjectCard, ProjectList, ProjectPage } from '@propai/api/wire';

/** What the explore list needs of a projects answer: the cards, the total if known, and whether more follow. */
export interface ProjectsPage {
  projects: ProjectCard[];
  total: number | null;
  hasMore: boolean;
}

/**
 * Reads either projects answer: GET /api/projects/query's page ({projects, pagination}) or
 * GET /api/projects's list ({items}, no total: more may follow when the list came back full).
 */
export function readProjectsPage(body: ProjectPage | ProjectList, requested: number): ProjectsPage {
  if ('projects' in body) {
    return { projects: body.projects, total: body.pagination.total, hasMore: body.pagination.hasMore };
  }
  return { projects: body.items, total: null, hasMore: body.items.length >= requested };
}
