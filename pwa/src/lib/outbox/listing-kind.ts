/**
 * The outbox entry for listings (PG, commercial, sale): its items are the queued drafts of the
 * `drafts` table, frozen by the posting form (db/drafts-repo.ts `queueDraft`).
 *
 * Sending one draft:
 *  1. its photos and floor plans go to POST /api/upload one after another, each with its own
 *     Idempotency-Key (`<submission key>_p_<photo id>_<attempt>`); the returned url is written on the
 *     photo row at once, so a retry after a crash or a lost answer skips the photos already sent;
 *     a reused key the server refuses ('idempotency_key_reused', the multipart body differs) is
 *     retried once with a fresh key;
 *  2. the listing goes to its create endpoint with the submission's key and the photo urls;
 *  3. the draft becomes 'submitted' with the server's id and slug.
 * Refusals read 'the server message, else the error message, else Failed to submit.' (spec part 3 §8).
 */
import type { Draft, DraftPhoto } from '../../db/schema';
import { OutboxFailure, type OutboxItem, type OutboxKind, type OutboxSend } from './outbox';

export const LISTING_KIND = 'listing';

export interface ListingStore {
  pending(): Promise<Draft[]>;
  photos(draftId: string): Promise<DraftPhoto[]>;
  updateDraft(id: string, changes: Partial<Draft>): Promise<unknown>;
  recordUpload(photoId: string, changes: Partial<DraftPhoto>): Promise<unknown>;
}

export interface ListingItem extends OutboxItem {
  draft: Draft;
}

/** The Idempotency-Key of one photo upload, derived so a retry of the same photo reuses it. */
export function uploadKey(submissionKey: string, photo: Pick<DraftPhoto, 'id' | 'uploadAttempt'>): string {
  return `${submissionKey}_p_${photo.id}_${photo.uploadAttempt ?? 0}`;
}

async function uploadPhoto(store: ListingStore, send: OutboxSend, key: string, photo: DraftPhoto) {
  for (let round = 0; ; round++) {
    const form = new FormData();
    form.append('file', photo.blob, photo.name || `${photo.id}.jpg`);
    try {
      const body = (await send({
        method: 'POST',
        path: '/upload',
        body: form,
        key: uploadKey(key, photo),
      })) as { url?: string } | undefined;
      if (!body?.url) throw new OutboxFailure({ kind: 'retry', message: 'The upload answer had no url.' });
      await store.recordUpload(photo.id, { uploadedUrl: body.url });
      return body.url;
    } catch (error) {
      const refused =
        error instanceof OutboxFailure && error.failure.kind === 'refused' ? error.failure : null;
      if (refused?.code !== 'idempotency_key_reused' || round > 0) throw error;
      photo.uploadAttempt = (photo.uploadAttempt ?? 0) + 1;
      await store.recordUpload(photo.id, { uploadAttempt: photo.uploadAttempt });
    }
  }
}

export function listingKind(store: ListingStore): OutboxKind<ListingItem> {
  return {
    name: LISTING_KIND,
    async pending() {
      const drafts = await store.pending();
      return drafts
        .filter((draft) => draft.submission)
        .map((draft) => {
          const { key, queuedAt, attempts, nextAttemptAt } = draft.submission!;
          return { id: draft.id, key, queuedAt, attempts, nextAttemptAt, draft };
        });
    },
    async send({ draft }, send) {
      const submission = draft.submission!;
      const urls = { photo: [] as string[], floorPlan: [] as string[] };
      for (const photo of await store.photos(draft.id)) {
        const url = photo.uploadedUrl ?? (await uploadPhoto(store, send, submission.key, photo));
        urls[photo.role ?? 'photo'].push(url);
      }
      const payload: Record<string, unknown> = { ...submission.payload, photos: urls.photo };
      if (urls.floorPlan.length || 'floorPlans' in submission.payload) payload.floorPlans = urls.floorPlan;
      return send({ method: 'POST', path: submission.path, body: payload, key: submission.key });
    },
    async record({ draft }, outcome) {
      const submission = draft.submission!;
      switch (outcome.type) {
        case 'sending':
          await store.updateDraft(draft.id, { status: 'sending' });
          return;
        case 'sent': {
          const created = outcome.answer as { id?: string; slug?: string } | undefined;
          await store.updateDraft(draft.id, {
            status: 'submitted',
            submission: {
              ...submission,
              serverId: created?.id,
              slug: created?.slug,
              submittedAt: outcome.at,
              needsSignIn: false,
            },
          });
          return;
        }
        case 'refused':
          await store.updateDraft(draft.id, { status: 'failed', error: outcome.message });
          return;
        case 'sign-in':
          await store.updateDraft(draft.id, {
            status: 'queued',
            submission: { ...submission, needsSignIn: true },
          });
          return;
        case 'offline':
          await store.updateDraft(draft.id, { status: 'queued' });
          return;
        case 'retry':
          await store.updateDraft(draft.id, {
            status: 'queued',
            submission: {
              ...submission,
              attempts: outcome.attempts,
              nextAttemptAt: outcome.nextAttemptAt,
              lastError: outcome.lastError,
            },
          });
      }
    },
  };
}
