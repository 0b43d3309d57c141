/**
 * The drafts store (drafts-repo.ts, draft-photo-order.ts and Dexie's liveQuery), loaded when a form
 * first needs it rather than with the form's code.
 *
 * Why: Dexie and the db modules are ~35 kB gzip, a fifth of a posting page's JavaScript. A phone
 * that opens a posting form for the first time has no database (lib/local-database.ts), so no
 * draft to restore and nothing queued: the form opens at once and the store loads with the first
 * change, photo or submit. Nothing typed meanwhile can be lost: every change is also copied
 * synchronously to localStorage (features/posting/domain/unsaved-copy.ts) and merged back on the
 * next load, the same guarantee that covers a save cut short by a closed tab.
 *
 * The functions keep drafts-repo's names and arguments (without the `database` override, which
 * only tests use) and return its promises. A failed load (the chunk unreachable before the service
 * worker has it) rejects like a storage failure, and the next call tries again.
 */
import type * as DraftsLive from './drafts-live';

type DraftsModules = typeof DraftsLive;

let loading: Promise<DraftsModules> | undefined;

/** The store's modules; one load shared by every caller, retried after a failure. */
export function loadDrafts(): Promise<DraftsModules> {
  loading ??= import('./drafts-live').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

type Repo = DraftsModules;

export const createDraft = async (...args: Parameters<Repo['createDraft']>) =>
  (await loadDrafts()).createDraft(...args);
export const getDraft = async (...args: Parameters<Repo['getDraft']>) =>
  (await loadDrafts()).getDraft(...args);
export const listDrafts = async () => (await loadDrafts()).listDrafts();
export const saveDraftData = async (...args: Parameters<Repo['saveDraftData']>) =>
  (await loadDrafts()).saveDraftData(...args);
export const updateDraft = async (...args: Parameters<Repo['updateDraft']>) =>
  (await loadDrafts()).updateDraft(...args);
export const queueDraft = async (...args: Parameters<Repo['queueDraft']>) =>
  (await loadDrafts()).queueDraft(...args);
export const addPhotos = async (...args: Parameters<Repo['addPhotos']>) =>
  (await loadDrafts()).addPhotos(...args);
export const removePhoto = async (...args: Parameters<Repo['removePhoto']>) =>
  (await loadDrafts()).removePhoto(...args);
export const clearPhotos = async (...args: Parameters<Repo['clearPhotos']>) =>
  (await loadDrafts()).clearPhotos(...args);
export const movePhoto = async (...args: Parameters<Repo['movePhoto']>) =>
  (await loadDrafts()).movePhoto(...args);
export const movePhotoTo = async (...args: Parameters<Repo['movePhotoTo']>) =>
  (await loadDrafts()).movePhotoTo(...args);
