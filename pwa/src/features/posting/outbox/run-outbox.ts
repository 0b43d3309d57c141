/**
 * The posting outbox wired to the real database, `fetch` and Web Locks. Shared by the page
 * (start, `online`, after a submit) and the service worker (Background Sync); see posting-outbox.ts
 * for the guarantees. No `window`: works in both.
 */
import {
  listPhotos,
  pendingSubmissions,
  recordUpload,
  storedToken,
  updateDraft,
} from '../../../db/drafts-repo';
import { type ReplayOutcome, runPostingOutbox } from './posting-outbox';

export function replayPostingDrafts(): Promise<ReplayOutcome> {
  const locks = typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
  return runPostingOutbox(
    {
      store: {
        pending: () => pendingSubmissions(),
        photos: (draftId) => listPhotos(draftId),
        updateDraft: (id, changes) => updateDraft(id, changes),
        recordUpload: (id, changes) => recordUpload(id, changes),
        token: () => storedToken(),
      },
      fetch: (url, init) => fetch(url, { ...init, credentials: 'same-origin' }),
    },
    locks,
  );
}
