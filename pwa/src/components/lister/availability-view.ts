/**
 * What the availability row says, from (in order of precedence) the answer still on the device,
 * the answer just tapped, and the server's last word. Pure, so the rules are unit-tested.
 */
import type { AvailabilityStatus, AvailabilityWrite } from '../../lib/lister/availability-writes';

export interface AvailabilityInput {
  availability?: AvailabilityStatus;
  freshness?: { availableAsOf: string; stale: boolean };
  write?: AvailabilityWrite;
  tapped?: { status: AvailabilityStatus; at: number } | null;
}

export type AvailabilityView =
  | { kind: 'closed'; status: 'sold' | 'rented' }
  /** `asOf` absent: nothing known yet (a notification before any tap). */
  | { kind: 'open'; asOf?: string; stale: boolean };

export function availabilityView(input: AvailabilityInput): AvailabilityView {
  // A refused answer did not happen: the server's word stands.
  const local =
    input.write && input.write.state !== 'failed'
      ? { status: input.write.status, at: input.write.queuedAt }
      : input.tapped && input.write?.state !== 'failed'
        ? input.tapped
        : null;
  const status = local?.status ?? input.availability ?? 'available';
  if (status !== 'available') return { kind: 'closed', status };
  if (local) return { kind: 'open', asOf: new Date(local.at).toISOString(), stale: false };
  if (!input.freshness) return { kind: 'open', stale: false };
  return { kind: 'open', asOf: input.freshness.availableAsOf, stale: input.freshness.stale };
}
