/**
 * Recomputes one project's derived discovery fields (`score`, `scoreBreakdown`, `search`) right
 * after an edit that changes a score input (the admin escrow form), so /explore's score sort and
 * the project page agree without waiting for the next start-up pass (search-fields.ts).
 *
 * Uses the discovery code's own `projectDerivedFields`, so the stored shape is the one the
 * start-up pass writes; the developer record and the report votes are loaded the same way.
 */
import {
  projectDerivedFields,
  type DerivedProjectFields,
  type ProjectLike,
} from '../../domain/search/project-fields';
import type { ScoreInputs } from '../../domain/projects/score';
import { PUBLIC_REPORT_FILTER } from '../../domain/reports/report-rules';
import type { Doc, Store } from '../../store/types';

/** The developer record and report votes the score reads, for one project document. */
export async function scoreContext(
  store: Store,
  doc: Doc,
): Promise<Pick<ScoreInputs, 'developer' | 'reports'>> {
  const [developer, reports] = await Promise.all([
    typeof doc.developerId === 'string'
      ? store.collection('developers').findOne({ _id: doc.developerId })
      : null,
    // Only reports the public sees count: a pending or rejected one says nothing yet.
    store
      .collection('reports')
      .find({ projectId: doc._id, ...PUBLIC_REPORT_FILTER }, { projection: { upVotes: 1, downVotes: 1 } }),
  ]);
  return {
    developer: (developer ?? undefined) as ScoreInputs['developer'],
    reports: reports as ScoreInputs['reports'],
  };
}

/** Writes the fresh derived fields onto the stored project and returns them. */
export async function refreshProjectDerived(
  store: Store,
  doc: Doc,
  now: Date = new Date(),
): Promise<DerivedProjectFields> {
  const derived = projectDerivedFields(doc as ProjectLike, await scoreContext(store, doc), now);
  await store.collection('projects').updateOne({ _id: doc._id }, { $set: { ...derived } });
  return derived;
}
