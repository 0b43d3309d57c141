/** The projects API answers {projects, pagination} (or a bare array, or {items}); read any of them. */
type Doc = Record<string, unknown>;

export interface ProjectsPage {
  projects: Doc[];
  total: number | null;
  hasMore: boolean;
}

export function readProjectsPage(body: unknown, requested: number): ProjectsPage {
  if (Array.isArray(body)) return { projects: body as Doc[], total: null, hasMore: body.length >= requested };
  const o = (body ?? {}) as {
    projects?: Doc[];
    items?: Doc[];
    pagination?: { total?: number; hasMore?: boolean };
    total?: number;
  };
  const projects = o.projects ?? o.items ?? [];
  const total = o.pagination?.total ?? o.total ?? null;
  return { projects, total, hasMore: o.pagination?.hasMore ?? projects.length >= requested };
}
