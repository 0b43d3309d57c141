/**
 * /blogs/pulse: the weekly market pulse, generated from the data every week by the API. The latest
 * issue whole (or the one `?week=` names, the link in each emailed issue), the past issues expanded in
 * place and paged, and the Subscribe box. `?confirm=` / `?unsubscribe=` carry an emailed link's token.
 * No issue yet: says so. The API failing: an error with Retry, never sample content.
 */
import { useCallback, useEffect, useState } from 'react';
import { ErrorBox } from '../../../components/ui/error-box';
import { PageLayout } from '../../../components/ui/page-layout';
import { PageLoading } from '../../../components/ui/page-loading';
import { Pager } from '../../../components/ui/pager';
import { useIsActivePage, usePageQuery } from '../../../lib/use-page-query';
import { LinkActionBanner, type LinkAction } from '../pulse/link-action';
import { PastIssues } from '../pulse/past-issues';
import { fetchIssue, fetchPulse, type PulseIssue, type PulseList } from '../pulse/pulse-api';
import { PulseIssueView } from '../pulse/pulse-issue-view';
import { SubscribeBox } from '../pulse/subscribe-box';
import '../pulse/pulse.css';

type Loaded = { list: PulseList; shown: PulseIssue | null };

function linkIn(params: URLSearchParams): LinkAction | null {
  for (const action of ['confirm', 'unsubscribe'] as const) {
    const token = params.get(action);
    if (token) return { action, token };
  }
  return null;
}

export default function PulsePage() {
  const [params, setParams] = usePageQuery();
  const active = useIsActivePage();
  const week = params.get('week');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [link, setLink] = useState<LinkAction | null>(() => linkIn(params));

  useEffect(() => {
    const next = linkIn(params);
    if (next) setLink(next);
  }, [params]);

  const load = useCallback(() => {
    setError(null);
    Promise.all([fetchPulse(page), week ? fetchIssue(week) : Promise.resolve(null)])
      .then(([list, picked]) => setData({ list, shown: picked ?? list.latest }))
      .catch((e: unknown) => setError(e instanceof Error ? e.message : 'Could not load the market pulse.'));
  }, [page, week]);

  useEffect(() => {
    if (active) load();
  }, [active, load]);

  /** The token is spent: keep it out of the address bar and the history. */
  const clearToken = () => {
    const next = new URLSearchParams(params);
    next.delete('confirm');
    next.delete('unsubscribe');
    setParams(next, true);
  };

  const shown = data?.shown ?? null;
  const past = data ? data.list.issues.filter((i) => i.week !== shown?.week) : [];
  return (
    <PageLayout
      title="Weekly market pulse"
      eyebrow="Newsletter"
      lead="Launches, ₹/sqft moves, possession dates and the most-voted reports of each week in Delhi NCR, computed from PropAI's data."
      className="pulse-page"
    >
      {link && <LinkActionBanner key={`${link.action}:${link.token}`} link={link} onUsed={clearToken} />}
      {error && <ErrorBox message={error} onRetry={load} />}
      {!data && !error && <PageLoading />}
      {data && !shown && (
        <p className="pulse-empty-state">
          No issue yet. The first one is written from the data once a week has ended; subscribe below to get
          it by email.
        </p>
      )}
      {shown && <PulseIssueView issue={shown} />}
      <SubscribeBox />
      {data && past.length > 0 && (
        <section className="pulse-archive" aria-labelledby="pulse-past-title">
          <h2 id="pulse-past-title">Past issues</h2>
          <PastIssues issues={past} />
          <Pager
            className="pulse-pager"
            page={page}
            shownPage={data.list.page}
            pages={data.list.pages}
            onPage={setPage}
          />
        </section>
      )}
    </PageLayout>
  );
}
