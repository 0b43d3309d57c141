import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { tryListingNow } from '../../../lib/outbox/try-now';
import type { RetryInfo, SubmitPhase } from './use-submit';
import './outbox-status.css';

/** "Next try in 40 s", counting down each second; "Trying again…" once the wait is over. */
export function NextTry({ at }: { at: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, []);
  const seconds = Math.ceil((at - now) / 1000);
  if (seconds <= 0) return <>Trying again…</>;
  if (seconds < 120) return <>Next try in {seconds} s.</>;
  return <>Next try in {Math.ceil(seconds / 60)} min.</>;
}

/** The reason a queued listing is waiting, when the next try is, and a "Try now". */
export function RetryNotice({ retry }: { retry: RetryInfo }) {
  const [trying, setTrying] = useState(false);
  return (
    <div className="post-retry" role="status">
      <p>
        Not sent yet: {retry.reason || 'the server did not answer'}. <NextTry at={retry.nextAttemptAt} />
      </p>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={trying}
        onClick={() => {
          setTrying(true);
          void tryListingNow(retry.draftId).finally(() => setTrying(false));
        }}
      >
        {trying ? 'Trying…' : 'Try now'}
      </button>
    </div>
  );
}

interface OutboxStatusProps {
  phase: SubmitPhase;
  frozen: boolean;
  retry: RetryInfo | null;
  failure: string | null;
  /** The form's route: "Post another" opens it blank (`?new=1`). */
  route: string;
  signInTo: string;
}

/**
 * Where the form's listing stands once submitted, shown on every step: queued offline, sending,
 * waiting after a server fault (reason, next try, Try now), needing a sign-in, refused. A queued
 * listing cannot be edited: the panel says so and offers a blank form for another listing.
 */
export function OutboxStatus({ phase, frozen, retry, failure, route, signInTo }: OutboxStatusProps) {
  if (!frozen && !failure) return null;
  return (
    <div className="post-outbox" data-testid="posting-outbox-status">
      {phase === 'submitting' && (
        <p className="post-note" role="status">
          Sending your listing…
        </p>
      )}
      {phase === 'queued' && (
        <p className="post-note" role="status">
          Queued — will send when you are back online.
        </p>
      )}
      {retry && <RetryNotice retry={retry} />}
      {phase === 'sign-in' && (
        <p className="post-note" role="status">
          Your sign-in has expired. <Link to={signInTo}>Sign in</Link> to send this listing.
        </p>
      )}
      {failure && (
        <p className="post-error-banner" role="alert">
          {failure}
        </p>
      )}
      {frozen && (
        <p className="post-frozen">
          This listing is waiting to be sent; it can&apos;t be edited now.{' '}
          <Link to={`${route}?new=1`}>Post another</Link>
        </p>
      )}
    </div>
  );
}
