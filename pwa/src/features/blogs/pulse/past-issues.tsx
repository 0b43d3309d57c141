/**
 * Past issues, newest first, expanded in place (no route of their own): opening one loads it whole
 * from GET /api/pulse/{week}; a failed load says so with a Retry. Paged with the shared Pager.
 */
import { useState } from 'react';
import { ErrorBox } from '../../../components/ui/error-box';
import { IssueMeta, PulseIssueView } from './pulse-issue-view';
import { fetchIssue, type PulseIssue, type PulseIssueSummary } from './pulse-api';

type Loaded =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'done'; issue: PulseIssue };

export function PastIssues({ issues }: { issues: PulseIssueSummary[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<Record<string, Loaded>>({});

  const load = (week: string) => {
    setLoaded((l) => ({ ...l, [week]: { state: 'loading' } }));
    fetchIssue(week)
      .then((issue) => setLoaded((l) => ({ ...l, [week]: { state: 'done', issue } })))
      .catch((e: unknown) =>
        setLoaded((l) => ({
          ...l,
          [week]: { state: 'error', message: e instanceof Error ? e.message : 'Could not load the issue.' },
        })),
      );
  };

  const toggle = (week: string) => {
    const next = open === week ? null : week;
    setOpen(next);
    if (next && loaded[next]?.state !== 'done') load(next);
  };

  return (
    <ul className="pulse-past">
      {issues.map((i) => {
        const isOpen = open === i.week;
        const state = loaded[i.week];
        return (
          <li key={i.week} className={isOpen ? 'open' : undefined}>
            <button
              type="button"
              className="pulse-past-toggle"
              aria-expanded={isOpen}
              aria-controls={`pulse-${i.week}`}
              onClick={() => toggle(i.week)}
            >
              <IssueMeta issue={i} />
              <strong className="pulse-past-headline">{i.headline}</strong>
              {!isOpen && <span className="pulse-past-summary">{i.summary}</span>}
              <span className="pulse-past-action">{isOpen ? 'Close' : 'Read this issue'}</span>
            </button>
            {isOpen && (
              <div id={`pulse-${i.week}`} className="pulse-past-body">
                {state?.state === 'loading' && <p className="pulse-note">Loading the issue…</p>}
                {state?.state === 'error' && (
                  <ErrorBox message={state.message} onRetry={() => load(i.week)} />
                )}
                {state?.state === 'done' && <PulseIssueView issue={state.issue} sectionsOnly />}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
