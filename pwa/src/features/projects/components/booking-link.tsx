import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { api, ApiError } from '../../../lib/api-client';
import { selectSignedIn, useSessionStore } from '../../../lib/session/session-store';

type State = 'idle' | 'open' | 'verifying' | 'linked-now' | 'linked' | 'failed';

/**
 * 'Link Booking ID' (spec part 2 §2, §4, §8). The link is kept by the server (booking_links), so
 * 'Booking Linked' shows on every device the buyer signs in on.
 */
export function BookingLink({ projectId, onLinked }: { projectId: string; onLinked: () => void }) {
  const signedIn = useSessionStore(selectSignedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const [state, setState] = useState<State>('idle');
  const [error, setError] = useState('Failed');
  const [linkedId, setLinkedId] = useState<string | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    api
      .get<{ items: { bookingId: string }[] }>('/subscriptions/booking-links', { query: { projectId } })
      .then((r) => {
        if (live && r.items[0]) {
          setLinkedId(r.items[0].bookingId);
          setState('linked');
        }
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [signedIn, projectId]);

  function open() {
    if (!signedIn) {
      navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    setState('open');
  }

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const bookingId = (new FormData(event.currentTarget).get('bookingId') as string | null)?.trim() ?? '';
    setState('verifying');
    try {
      const r = await api.post<{ link: { bookingId: string } }>('/subscriptions/verify-booking', {
        projectId,
        bookingId,
      });
      setLinkedId(r.link.bookingId);
      setState('linked-now');
      onLinked();
      window.setTimeout(() => setState('linked'), 1500);
    } catch (e) {
      setError(e instanceof ApiError && e.message ? e.message : 'Failed');
      setState('failed');
    }
  }

  if (state === 'linked')
    return (
      <span className="pd-linked" data-testid="booking-linked">
        ✓ Booking Linked{linkedId ? ` · ${linkedId}` : ''}
      </span>
    );
  if (state === 'idle')
    return (
      <button type="button" className="btn btn-sm" onClick={open}>
        Link Booking ID
      </button>
    );
  return (
    <form className="pd-booking" onSubmit={(e) => void verify(e)}>
      <input
        name="bookingId"
        placeholder="ALLOT-12345"
        aria-label="Booking ID"
        required
        minLength={3}
        maxLength={40}
        autoFocus
      />
      <button type="submit" className="btn btn-sm" disabled={state === 'verifying'}>
        {state === 'verifying' ? 'Verifying…' : 'Verify'}
      </button>
      {state === 'linked-now' && (
        <span role="status" className="pd-ok">
          Linked! Reloading premium data…
        </span>
      )}
      {state === 'failed' && (
        <span role="alert" className="pd-bad">
          {error}
        </span>
      )}
    </form>
  );
}
