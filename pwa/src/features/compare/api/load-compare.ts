/**
 * Fresh copies of compared properties from the API: projects in one GET /api/projects/bulk (which
 * also carries their stored AI insights), listings one GET /api/listings/{slugOrId} each. Order is
 * kept; a property the API no longer has is left out. Throws when offline (callers then use the
 * tray's stored snapshots).
 */
import { ApiError, api } from '../../../lib/api-client';
import { type CompareProperty, listingToCompare, projectToCompare } from '../../../lib/compare-item';
import type { CompareRef } from '../domain/share-link';

type Doc = Record<string, unknown>;

export async function loadCompare(refs: CompareRef[]): Promise<CompareProperty[]> {
  const projectIds = refs.filter((r) => r.kind === 'project').map((r) => r.id);
  const projects = projectIds.length
    ? (await api.get<{ items: Doc[] }>('/projects/bulk', { query: { ids: projectIds.join(',') } })).items
    : [];
  const byProjectRef = new Map<string, Doc>();
  for (const doc of projects) {
    for (const ref of [doc.id, doc.slug]) if (typeof ref === 'string') byProjectRef.set(ref, doc);
  }
  const out = await Promise.all(
    refs.map(async (ref): Promise<CompareProperty | null> => {
      if (ref.kind === 'project') {
        const doc = byProjectRef.get(ref.id);
        return doc ? projectToCompare(doc) : null;
      }
      try {
        return listingToCompare(await api.get<Doc>(`/listings/${encodeURIComponent(ref.id)}`));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    }),
  );
  return out.filter((p): p is CompareProperty => p !== null);
}
