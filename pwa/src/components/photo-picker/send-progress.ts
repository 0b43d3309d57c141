/**
 * Each photo's part in sending its draft, read from what the outbox already records
 * (lib/outbox/listing-kind.ts): the photos go to /api/upload one after another in gallery order,
 * each one's url is written on its row as soon as the server has it, and a failed try leaves its
 * reason on the draft (`submission.lastError` while a retry waits, `error` once refused). So:
 * - a photo with a url is sent;
 * - while the draft is 'sending', the first photo without one is the one going up now;
 * - after a failed try (or a refusal), the first photo without one is where it stopped: that upload failed (when
 *   every photo has a url, it was the listing itself that failed, and no photo is marked);
 * - the others wait their turn.
 * No byte counts: fetch reports none, and the picker shows only what really happened.
 */
import type { Draft, DraftPhoto } from '../../db/schema';

export type PhotoSendState =
  { kind: 'sent' } | { kind: 'sending' } | { kind: 'waiting' } | { kind: 'failed'; message: string };

/** States by photo id; empty while the draft is being edited (nothing is being sent). */
export function photoSendStates(
  draft: Pick<Draft, 'status' | 'error' | 'submission'> | undefined,
  photos: Pick<DraftPhoto, 'id' | 'order' | 'uploadedUrl'>[],
): Map<string, PhotoSendState> {
  const states = new Map<string, PhotoSendState>();
  const status = draft?.status;
  const inOutbox = status === 'queued' || status === 'sending' || status === 'submitted';
  const refused = status === 'failed' && draft?.submission !== undefined;
  if (!inOutbox && !refused) return states;
  const ordered = [...photos].sort((a, b) => a.order - b.order);
  const next = ordered.find((p) => !p.uploadedUrl);
  const failure = status === 'queued' ? draft?.submission?.lastError : undefined;
  if (refused) {
    // Nothing is on its way any more: only the photo the server refused keeps a mark.
    if (next) states.set(next.id, { kind: 'failed', message: draft?.error ?? 'Failed to submit.' });
    return states;
  }
  for (const photo of ordered) {
    if (photo.uploadedUrl || status === 'submitted') states.set(photo.id, { kind: 'sent' });
    else if (photo !== next) states.set(photo.id, { kind: 'waiting' });
    else if (status === 'sending') states.set(photo.id, { kind: 'sending' });
    else if (failure) states.set(photo.id, { kind: 'failed', message: failure });
    else states.set(photo.id, { kind: 'waiting' });
  }
  return states;
}

/** "2 of 5 photos sent" for the picker's status line, or null when nothing is being sent. */
export function sendSummary(states: Map<string, PhotoSendState>, ids: string[], noun: string): string | null {
  const mine = ids.map((id) => states.get(id)).filter((s) => s !== undefined);
  if (mine.length === 0) return null;
  const sent = mine.filter((s) => s.kind === 'sent').length;
  return `${sent} of ${mine.length} ${noun} sent`;
}
