/**
 * The answers of a project's section routes (routes/projects/project-detail.routes.ts), made in one
 * place so the project page's HTML can carry the same answers the routes give
 * (routes/projects/project-page.ts): the page then renders every section at once, with no request.
 */
import {
  developerSection,
  publicFloorplan,
  sections,
  type SectionName,
} from '../../domain/projects/public-detail';
import type { Doc, Store } from '../../store/types';

/** GET /api/projects/{ref}/floorplans: the viewer's registry, each plan's key its id. */
export async function floorplansAnswer(store: Store, doc: Doc) {
  const plans = await store.collection('floorplans').find({ projectId: doc._id }, { sort: { _id: 1 } });
  const floorPlanKey = typeof doc.floorPlanKey === 'string' ? doc.floorPlanKey : null;
  return { floorPlanKey, items: plans.map(publicFloorplan) };
}

/** GET /api/projects/{ref}/developer: the developer record's public part. */
export async function developerAnswer(store: Store, doc: Doc) {
  const dev =
    typeof doc.developerId === 'string'
      ? await store.collection('developers').findOne({ _id: doc.developerId })
      : null;
  return developerSection(doc, dev);
}

/**
 * The sections the project page reads as it renders (pwa/src/features/projects/sections/*: each
 * block's useProjectSection path). 'modern-details' is the editor's, not the page's.
 */
export const PAGE_SECTIONS = [
  'prices',
  'payment-plans',
  'cost-sheet',
  'construction',
  'updates',
  'escrow',
  'legal',
  'quality',
  'quality-audits',
  'buyers',
  'living',
  'alerts',
] as const satisfies readonly SectionName[];

/**
 * Every section answer the project page reads, keyed by its path after /api/projects/{id}/: the
 * pure sections, the developer's, and the floor plans where the project names a plan (the page
 * reads them only then).
 */
export async function pageSectionAnswers(store: Store, doc: Doc): Promise<Array<[string, unknown]>> {
  const answers: Array<[string, unknown]> = PAGE_SECTIONS.map((name) => [name, sections[name](doc)]);
  answers.push(['developer', await developerAnswer(store, doc)]);
  if (typeof doc.floorPlanKey === 'string' && doc.floorPlanKey) {
    answers.push(['floorplans', await floorplansAnswer(store, doc)]);
  }
  return answers;
}
