import type { ReportDetail } from '@propai/api/wire';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSessionStore } from '../../../lib/session/session-store';
import { useReportVote } from '../api/use-report-vote';

const SIDES = [
  { side: 'up', arrow: '▲', verb: 'Agree' },
  { side: 'down', arrow: '▼', verb: 'Disagree' },
] as const;

/**
 * Up / down votes with the user's own vote shown pressed. Signed out, a tap goes to sign-in and
 * back. Offline, the vote is kept on the device and sent once when the phone is online again.
 */
export function VoteButtons({ report }: { report: ReportDetail }) {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const navigate = useNavigate();
  const location = useLocation();
  const { mine, upVotes, downVotes, waiting, failed, vote } = useReportVote(report, userId);
  const tap = (side: 'up' | 'down') => {
    if (!userId) {
      navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    void vote(side);
  };
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
