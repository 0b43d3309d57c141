/**
 * The poster's one-tap answer to "is it still available?" on My Listings and on a 'listing_stale'
 * notification: "Still available" restarts the freshness clock; "Mark as sold/rented" (after one
 * confirming tap, because it is final) takes the listing out of search for good. Queued through the
 * outbox when offline (lib/lister/availability-writes.ts); the row shows the answer at once.
 */
import { useEffect, useRef, useState } from 'react';
import { formatDay } from '../../lib/format';
import {
  type AvailabilityStatus,
  type AvailabilityWrite,
  dismissAvailabilityError,
  queueAvailability,
} from '../../lib/lister/availability-writes';
import { useSessionStore } from '../../lib/session/session-store';
import { availabilityView } from './availability-view';
import './lister.css';
import { useOnline } from '../../lib/use-online';

export interface AvailabilityActionsProps {
  listingId: string;
  /** 'sold' for a sale, 'rented' for rent and PG; without it only "Still available" is offered. */
  closeAs?: 'sold' | 'rented';
  /** What the server last said (My Listings); a notification does not know it. */
  availability?: AvailabilityStatus;
  freshness?: { availableAsOf: string; stale: boolean };
  /** This listing's answer still on the device (useAvailabilityWrites). */
  write?: AvailabilityWrite;
  /** The queued answer reached the server (its row is gone): reload what shows the listing. */
  onSent?: () => void;
}

export function AvailabilityActions(props: AvailabilityActionsProps) {
  const { listingId, closeAs, write, onSent } = props;
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const [tapped, setTapped] = useState<{ status: AvailabilityStatus; at: number } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const online = useOnline();
  const hadWrite = useRef(false);

  // The row disappearing without a refusal means the server took the answer.
  useEffect(() => {
    if (write) hadWrite.current = true;
    else if (hadWrite.current) {
      hadWrite.current = false;
      onSent?.();
    }
  }, [write, onSent]);

  const view = availabilityView({ ...props, tapped });
  const answer = (status: AvailabilityStatus) => {
    if (!userId) return;
    setConfirming(false);
    setTapped({ status, at: Date.now() });
    void queueAvailability(listingId, status, userId);
  };

  return (
    <div className="avail" data-testid="availability" data-state={view.kind}>
      {view.kind === 'closed' ? (
        <p className="avail-line avail-closed">Marked {view.status}</p>
      ) : view.stale ? (
        <p className="avail-line avail-stale">
          May no longer be available — confirm to show it in search again.
        </p>
      ) : view.asOf ? (
        <p className="avail-line">Available as of {formatDay(view.asOf)}</p>
      ) : null}
      {write?.state === 'waiting' && (
        <p className="avail-note" role="status">
          {online ? 'Sending…' : 'Saved on this device — it is sent when you are back online.'}
        </p>
      )}
      {write?.state === 'failed' && (
        <p className="avail-error" role="alert">
          {write.error ?? 'Not saved.'}{' '}
          <button
            type="button"
            className="avail-link"
            onClick={() => void dismissAvailabilityError(listingId)}
          >
            Dismiss
          </button>
        </p>
      )}
      {view.kind === 'open' && !confirming && (
        <div className="avail-actions">
          <button type="button" className="btn btn-sm" onClick={() => answer('available')}>
            Still available
          </button>
          {closeAs && (
            <button type="button" className="btn btn-outline btn-sm" onClick={() => setConfirming(true)}>
              Mark as {closeAs}
            </button>
          )}
        </div>
      )}
      {view.kind === 'open' && confirming && closeAs && (
        <div className="avail-actions" role="group" aria-label={`Mark as ${closeAs}`}>
          <span className="avail-confirm">It leaves search for good.</span>
          <button type="button" className="btn btn-sm" onClick={() => answer(closeAs)}>
            Yes, mark {closeAs}
          </button>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </div>
      )}
    </div>
  );
}
