import type { APIRequestContext } from '@playwright/test';

/** A real seeded project, listing, report and blog article, read from the API (the e2e server seeds them at start). */
export interface Seeded {
  projectId: string;
  projectSlug: string;
  listingId: string;
  listingSlug: string | null;
  /** A published community report (the top rated one). */
  reportId: string;
  /** The newest published blog article (the seed publishes a few demo articles). */
  articleSlug: string;
}

export async function seeded(request: APIRequestContext): Promise<Seeded> {
  const projects = (await (await request.get('/api/projects/query?limit=1')).json()) as {
    projects: Array<{ id: string; slug?: string | null }>;
  };
  const listings = (await (await request.get('/api/listings?limit=1')).json()) as {
    items: Array<{ id: string; slug?: string | null }>;
  };
  const reports = (await (await request.get('/api/reports?sort=top&limit=1')).json()) as {
    items: Array<{ id: string }>;
  };
  const articles = (await (await request.get('/api/blogs?limit=1')).json()) as {
    items: Array<{ slug: string }>;
  };
  const project = projects.projects[0];
  const report = reports.items[0];
  const listing = listings.items[0];
  const article = articles.items[0];
  if (!project || !listing || !report || !article)
    throw new Error('the e2e seed has no project, listing, report or article');
  return {
    projectId: project.id,
    projectSlug: project.slug ?? project.id,
    listingId: listing.id,
    listingSlug: listing.slug ?? null,
    reportId: report.id,
    articleSlug: article.slug,
  };
}
