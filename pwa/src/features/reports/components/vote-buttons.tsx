import type { ReportDetail } from '@propai/api/wire';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSessionStore } from '../../../lib/session/session-store';
import { useReportVote } from '../api/use-report-vote';

const SIDES = [
  { side: 'up', arrow: '▲', verb: 'Agree' },
  { side: 'down', arrow: '▼', verb: 'Disagree' },
] as const;

/** The `?vote=` a signed-out tap carries through sign-in, so the vote is not lost on the way. */
const VOTE_PARAM = 'vote';

/**
 * Up / down votes with the user's own vote shown pressed. Signed out, a tap goes to sign-in and
 * back with the vote in the URL, and the vote is cast on return (once; not withdrawn when it is
 * already the user's). Offline, the vote is kept on the device and sent once when online again.
 */
export function VoteButtons({ report }: { report: ReportDetail }) {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const navigate = useNavigate();
  const location = useLocation();
  const { mine, upVotes, downVotes, waiting, failed, vote } = useReportVote(report, userId);
  const tap = (side: 'up' | 'down') => {
    if (!userId) {
      const back = new URLSearchParams(location.search);
      back.set(VOTE_PARAM, side);
      navigate(`/login?next=${encodeURIComponent(`${location.pathname}?${back.toString()}`)}`);
      return;
    }
    void vote(side);
  };

  const replayed = useRef(false);
  const pending = new URLSearchParams(location.search).get(VOTE_PARAM);
  useEffect(() => {
    if (!userId || replayed.current || (pending !== 'up' && pending !== 'down')) return;
    replayed.current = true;
    if (mine !== pending) void vote(pending);
    const rest = new URLSearchParams(location.search);
    rest.delete(VOTE_PARAM);
    const query = rest.toString();
    navigate(`${location.pathname}${query ? `?${query}` : ''}`, { replace: true });
  }, [userId, pending, mine, vote, navigate, location.pathname, location.search]);
  return (
    <div className="vote-box">
      <div className="vote-buttons" role="group" aria-label="Vote on this report">
        {SIDES.map(({ side, arrow, verb }) => {
          const count = side === 'up' ? upVotes : downVotes;
          const on = mine === side;
          return (
            <button
              key={side}
              type="button"
              className={`vote-btn${on ? ' is-on' : ''}${on && side === 'down' ? ' is-down' : ''}`}
              aria-pressed={on}
              aria-label={`${verb} (${side}-vote), ${count} ${side}-votes`}
              data-testid={`vote-${side}`}
              onClick={() => tap(side)}
            >
              <span aria-hidden="true">{arrow}</span> <span data-testid={`${side}-count`}>{count}</span>
            </button>
          );
        })}
      </div>
      {waiting && (
        <p className="vote-note" role="status" data-testid="vote-waiting">
          Vote saved on this phone — it will be counted when you are online.
        </p>
      )}
      {failed && (
        <p className="vote-note vote-failed" role="alert">
          {failed}
        </p>
      )}
    </div>
  );
}
