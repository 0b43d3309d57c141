/** Reports name their project by id; the links want its slug (/projects/{slug}). One read per list. */
import type { PublicReport } from '../../domain/reports/public-report';
import type { Store } from '../../store/types';

/** @example const items = await withProjectSlugs(store, docs.map(publicReport)); */
export async function withProjectSlugs(store: Store, reports: PublicReport[]): Promise<PublicReport[]> {
  const ids = [...new Set(reports.map((r) => r.projectId).filter((id): id is string => !!id))];
  if (!ids.length) return reports;
  const projects = await store
    .collection('projects')
    .find({ _id: { $in: ids } }, { projection: { slug: 1 } });
  const slugs = new Map(projects.map((p) => [p._id, typeof p.slug === 'string' ? p.slug : null]));
  return reports.map((r) => ({ ...r, projectSlug: (r.projectId && slugs.get(r.projectId)) ?? null }));
}
