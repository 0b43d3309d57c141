/**
 * Each developer's record over the deliveries shown, one compact row each: the on-time share with
 * the counts behind it, the median delay, the stalled projects counted beside them. Tapping a name
 * narrows the list to that developer; the first few rows show, the rest one tap away.
 */
import type { DeveloperRecord } from '@propai/api/wire';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { medianText } from './past-params';

const FIRST = 5;

export function DeveloperRecords({
  records,
  chosen,
  onChoose,
}: {
  records: DeveloperRecord[];
  chosen: string;
  onChoose: (slug: string) => void;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? records : records.slice(0, FIRST);
  return (
    <>
      <ul className="pp-records">
        {shown.map((r) => (
          <li key={r.developerSlug} className="pp-record" data-testid="developer-record">
            <div className="pp-record-head">
              {chosen === r.developerSlug ? (
                <strong className="pp-dev">{r.developer}</strong>
              ) : (
                <button
                  type="button"
                  className="pp-dev"
                  aria-label={`${r.developer}: show only their deliveries`}
                  onClick={() => onChoose(r.developerSlug)}
                >
                  {r.developer}
                </button>
              )}
              <span className="pp-share">
                {r.onTimePct === null ? 'No deliveries' : `${r.onTimePct} % on time`}
              </span>
            </div>
            {r.onTimePct !== null && (
              <div className="pp-meter" aria-hidden="true">
                <span style={{ width: `${r.onTimePct}%` }} />
              </div>
            )}
            <p className="pp-record-facts">
              {r.onTimePct !== null && (
                <>
                  <span data-testid="on-time">
                    {r.onTime} of {r.delivered}
                  </span>{' '}
                  on time · median delay{' '}
                  <span data-testid="median-delay">{medianText(r.medianDelayMonths)}</span>
                </>
              )}
              {r.stalled > 0 && (
                <span className="pp-stalled">
                  {r.onTimePct !== null && ' · '}
                  {r.stalled} stalled
                </span>
              )}
              {' · '}
              <Link to={`/browse-projects?developer=${encodeURIComponent(r.developerSlug)}`}>
                Projects now<span className="visually-hidden"> by {r.developer}</span>
              </Link>
            </p>
          </li>
        ))}
      </ul>
      {records.length > FIRST && (
        <button type="button" className="btn btn-outline btn-sm pp-all" onClick={() => setAll((v) => !v)}>
          {all ? 'Show fewer developers' : `Show all ${records.length} developers`}
        </button>
      )}
    </>
  );
}
