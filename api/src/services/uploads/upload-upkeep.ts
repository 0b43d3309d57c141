/**
 * The upload housekeeping a server process runs: at start-up, claims left by a crash are checked
 * (reconcile-claims.ts); then hourly, never overlapping itself, pending claims are settled and
 * unclaimed uploads swept (uploads.ts). Safe from any number of processes: every step is a
 * conditional write. `stop()` before closing the store.
 */
import { Sweeper } from '../../store/shared/sweeper';
import type { Store } from '../../store/types';
import { markLegacyOrphanClaims, reconcileClaims } from './reconcile-claims';
import { sweepUnclaimedUploads } from './uploads';

type Log = { info(msg: string): void };

async function settle(store: Store, listings: string, log: Log): Promise<void> {
  const { confirmed, released } = await reconcileClaims(store, listings);
  if (confirmed + released > 0) {
    log.info(
      `Uploads: settled claims left by interrupted listings (${confirmed} stored, ${released} released).`,
    );
  }
}

/** Start-up: claims older than the grace are settled before the first request. */
export async function recoverUploadClaims(store: Store, listings: string, log: Log): Promise<void> {
  const marked = await markLegacyOrphanClaims(store, listings);
  if (marked > 0)
    log.info(`Uploads: ${marked} claimed by a listing that does not exist; released after the grace.`);
  await settle(store, listings, log);
}

export function startUploadUpkeep(store: Store, listings: string, log: Log): Sweeper {
  const sweeper = new Sweeper(
    async () => {
      await settle(store, listings, log);
      const removed = await sweepUnclaimedUploads(store);
      if (removed > 0) log.info(`Uploads: removed ${removed} unclaimed for over 24 h.`);
    },
    60 * 60 * 1000,
  );
  sweeper.start();
  return sweeper;
}
