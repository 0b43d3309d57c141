/**
 * Loads the stored projects the shortlist and the recommendations choose from, with the fields
 * their rules and scores read (domain/survey/matching.ts, shortlist.ts). Projects number in the
 * thousands and the buyer's cities are the one indexed field (`search.city`), so the rules of
 * spec part 2 §5 that the store's query language cannot say (any of min, max or median price in
 * budget) run here in memory over the cities' projects. The same set gives each locality's median
 * ₹/sqft, so a project is compared with every project we hold there, not only with the matches.
 */
import { PROJECT_CARD_PROJECTION } from '../../domain/search/public-project';
import type { Doc, Filter, Store } from '../../store/types';

/** The card's fields plus what the score reads. */
export const CANDIDATE_PROJECTION = {
  ...PROJECT_CARD_PROJECTION,
  fairValue: 1,
  marketPricePsf: 1,
  stats: 1,
} as const;

/** A bound on one request's read (every project of the largest city stays well under it). */
export const CANDIDATE_LIMIT = 5000;

/** The projects of the given city keys (no cities: every project), up to the bound. */
export function loadCandidates(store: Store, cities: readonly string[]): Promise<Doc[]> {
  const filter = cities.length ? { 'search.city': { $in: [...cities] } } : {};
  return store
    .collection('projects')
    .find(filter, { projection: CANDIDATE_PROJECTION, limit: CANDIDATE_LIMIT, sort: { _id: 1 } });
}

/** One project by id or slug with the scored fields, and the projects of its locality. */
export async function loadWithLocality(
  store: Store,
  refFilter: Filter,
): Promise<{ project: Doc; peers: Doc[] } | null> {
  const projects = store.collection('projects');
  const project = await projects.findOne(refFilter, { projection: CANDIDATE_PROJECTION });
  if (!project) return null;
  const peers =
    typeof project.locality === 'string' && project.locality
      ? await projects.find(
          { locality: project.locality },
          { projection: CANDIDATE_PROJECTION, limit: CANDIDATE_LIMIT },
        )
      : [project];
  return { project, peers };
}
