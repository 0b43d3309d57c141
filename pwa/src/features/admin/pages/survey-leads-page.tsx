import { PREFERRED_LOCATIONS, PURPOSES } from '@propai/api/domain/survey/survey-options';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Pager } from '../../../components/ui/pager';
import { ErrorBox } from '../../../components/ui/error-box';
import { PageLayout } from '../../../components/ui/page-layout';
import { downloadSurveyLeads } from '../survey/download-survey-leads';
import { getSurveyLeads } from '../survey/get-survey-leads';
import type { SurveyLeadsAnswer } from '../survey/get-survey-leads';
import { LeadFilterChips } from '../survey/lead-filter-chips';
import { PeriodChips } from '../survey/period-chips';
import { SurveyLeadsList } from '../survey/survey-leads-list';
import { periodQuery } from '../survey/survey-period';
import type { PeriodId } from '../survey/survey-period';
import '../survey/survey-admin.css';

const PAGE_SIZE = 20;
const CITIES = PREFERRED_LOCATIONS.map((p) => ({ value: p, label: p }));

type State =
  { kind: 'loading' } | { kind: 'ready'; data: SurveyLeadsAnswer } | { kind: 'error'; message: string };

interface Filters {
  period: PeriodId;
  city: string;
  purpose: string;
}

const queryOf = (f: Filters) => ({
  ...periodQuery(f.period),
  ...(f.city ? { city: f.city } : {}),
  ...(f.purpose ? { purpose: f.purpose } : {}),
});

/**
 * /admin/survey-leads (admin; guarded in the route table and by the API): the people who signed up
 * from the survey, with their contact details and answers, to follow up; filterable, paged, and
 * downloadable as CSV with the same filters.
 */
export default function SurveyLeadsPage() {
  const [filters, setFilters] = useState<Filters>({ period: 'all', city: '', purpose: '' });
  const [page, setPage] = useState(1);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [download, setDownload] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(async (f: Filters, p: number) => {
    controller.current?.abort();
    const c = new AbortController();
    controller.current = c;
    setState({ kind: 'loading' });
    try {
      setState({
        kind: 'ready',
        data: await getSurveyLeads({ ...queryOf(f), page: p, limit: PAGE_SIZE }, c.signal),
      });
    } catch (error) {
      if (c.signal.aborted) return;
      setState({
        kind: 'error',
        message: error instanceof Error ? error.message : 'Could not load the leads.',
      });
    }
  }, []);

  useEffect(() => {
    void load(filters, page);
    return () => controller.current?.abort();
  }, [load, filters, page]);

  const change = (next: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...next }));
    setPage(1);
  };

  const onDownload = async () => {
    setDownload({ busy: true, error: null });
    try {
      await downloadSurveyLeads(queryOf(filters));
      setDownload({ busy: false, error: null });
    } catch (error) {
      setDownload({
        busy: false,
        error: error instanceof Error ? error.message : 'Could not download the leads.',
      });
    }
  };

  const data = state.kind === 'ready' ? state.data : null;
  return (
    <PageLayout
      title="Survey leads"
      eyebrow="Admin"
      lead="People who signed up from the survey, with their contact details and what they are looking for."
    >
      <div className="sa-toolbar">
        <PeriodChips value={filters.period} onChange={(period) => change({ period })} />
        <span>
          <Link to="/survey-analytics" className="btn btn-outline btn-sm">
            Survey analytics
          </Link>{' '}
          <button
            type="button"
            className="btn btn-sm"
            onClick={() => void onDownload()}
            disabled={download.busy || !data || data.total === 0}
          >
            {download.busy ? 'Preparing…' : 'Download CSV'}
          </button>
        </span>
      </div>
      <LeadFilterChips
        label="City"
        options={CITIES}
        value={filters.city}
        onChange={(city) => change({ city })}
      />
      <LeadFilterChips
        label="Purpose"
        options={PURPOSES}
        value={filters.purpose}
        onChange={(purpose) => change({ purpose })}
      />
      {download.error && <ErrorBox message={download.error} />}
      <div aria-live="polite" aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' && (
          <p className="sa-state" role="status">
            <span className="page-loading-spinner" aria-hidden="true" /> Loading…
          </p>
        )}
        {state.kind === 'error' && (
          <ErrorBox message={state.message} onRetry={() => void load(filters, page)} />
        )}
        {data && data.total === 0 && <p className="sa-state">No survey sign-ups match these filters.</p>}
        {data && data.total > 0 && (
          <>
            <p className="sa-note">
              {data.total} {data.total === 1 ? 'lead' : 'leads'}, newest first.
            </p>
            <SurveyLeadsList leads={data.items} />
            <Pager
              className="sa-pager"
              page={page}
              shownPage={data.page}
              pages={data.pages}
              onPage={setPage}
            />
          </>
        )}
      </div>
    </PageLayout>
  );
}
