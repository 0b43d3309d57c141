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

type Loaded<K extends keyof DraftsModules> = DraftsModules[K] extends (...args: infer A) => infer R
  ? (...args: A) => Promise<Awaited<R>>
  : never;

/** `name` of the loaded store, callable before it has loaded: the first call loads it. */
function onDemand<K extends keyof DraftsModules>(name: K): Loaded<K> {
  return (async (...args: unknown[]) => {
    const fn = (await loadDrafts())[name] as (...a: unknown[]) => unknown;
    return fn(...args);
  }) as Loaded<K>;
}

export const createDraft = onDemand('createDraft');
export const getDraft = onDemand('getDraft');
export const listDrafts = onDemand('listDrafts');
export const saveDraftData = onDemand('saveDraftData');
export const updateDraft = onDemand('updateDraft');
export const queueDraft = onDemand('queueDraft');
export const addPhotos = onDemand('addPhotos');
export const removePhoto = onDemand('removePhoto');
export const clearPhotos = onDemand('clearPhotos');
export const movePhoto = onDemand('movePhoto');
export const movePhotoTo = onDemand('movePhotoTo');
