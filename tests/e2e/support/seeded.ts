import type { APIRequestContext } from '@playwright/test';

/** A real seeded project and listing, read from the API (the e2e server seeds them at start). */
export interface Seeded {
  projectId: string;
  projectSlug: string;
  listingId: string;
  listingSlug: string | null;
}

export async function seeded(request: APIRequestContext): Promise<Seeded> {
  const projects = (await (await request.get('/api/projects/query?limit=1')).json()) as {
    projects: Array<{ id: string; slug?: string | null }>;
  };
  const listings = (await (await request.get('/api/listings?limit=1')).json()) as {
    items: Array<{ id: string; slug?: string | null }>;
  };
  const project = projects.projects[0];
  const listing = listings.items[0];
  if (!project || !listing) throw new Error('the e2e seed has no project or no listing');
  return {
    projectId: project.id,
    projectSlug: project.slug ?? project.id,
    listingId: listing.id,
    listingSlug: listing.slug ?? null,
  };
}
