/**
 * What drafts-on-demand.ts loads in one piece: the drafts repository, the photo order and Dexie's
 * liveQuery (for use-drafts-query.ts). Only ever imported dynamically.
 */
export * from './drafts-repo';
export { movePhoto, movePhotoTo } from './draft-photo-order';
export { liveQuery } from 'dexie';
