/**
 * The poster's one-tap availability answers ("Still available" / "Mark as sold|rented"), shared by
 * My Listings (features/posting) and the notifications list (features/notifications): both queue
 * through the one outbox (kind 'listing-availability', lib/outbox/kinds.ts) and show the same state.
 *
 * - One row per listing ('availability:<listingId>'): a newer tap replaces an older unsent one.
 * - The screen reads the rows live: a row waiting (offline) shows the answer already, marked as
 *   saved on this device; a refused row shows the server's words; a row that disappears was sent.
 * This module loads Dexie: import it from page chunks only.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { deleteQueuedWrite, listQueuedWrites } from '../../db/queued-writes-repo';
import type { QueuedWrite } from '../../db/schema';
import { queueWrite } from '../outbox/queue-write';

export const AVAILABILITY_KIND = 'listing-availability';
export type AvailabilityStatus = 'available' | 'sold' | 'rented';

export interface AvailabilityWrite {
  listingId: string;
  status: AvailabilityStatus;
  /** When the poster tapped: the date the listing is "available as of" once sent. */
  queuedAt: number;
  state: 'waiting' | 'failed';
  error?: string;
}

const rowId = (listingId: string) => `availability:${listingId}`;

export function queueAvailability(listingId: string, status: AvailabilityStatus, userId: string) {
  return queueWrite(AVAILABILITY_KIND, { id: rowId(listingId), body: { listingId, status }, userId });
}

export const dismissAvailabilityError = (listingId: string) => deleteQueuedWrite(rowId(listingId));

function toWrite(row: QueuedWrite): AvailabilityWrite | null {
  const body = row.body as { listingId?: unknown; status?: unknown } | null;
  if (typeof body?.listingId !== 'string') return null;
  const status = body.status === 'sold' || body.status === 'rented' ? body.status : 'available';
  return {
    listingId: body.listingId,
    status,
    queuedAt: row.queuedAt,
    state: row.status === 'failed' ? 'failed' : 'waiting',
    error: row.lastError,
  };
}

/** The availability answers still on this device, by listing id (undefined while loading). */
export function useAvailabilityWrites(): Map<string, AvailabilityWrite> | undefined {
  return useLiveQuery(async () => {
    const rows = await listQueuedWrites(AVAILABILITY_KIND);
    return new Map(
      rows
        .map(toWrite)
        .filter((w): w is AvailabilityWrite => w !== null)
        .map((w) => [w.listingId, w]),
    );
  }, []);
}
