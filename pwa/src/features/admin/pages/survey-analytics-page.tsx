import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorBox } from '../../../components/ui/error-box';
import { PageLayout } from '../../../components/ui/page-layout';
import { DimensionBars } from '../survey/dimension-bars';
import { getSurveyAnalytics } from '../survey/get-survey-analytics';
import type { SurveyAnalytics } from '../survey/get-survey-analytics';
import { PeriodChips } from '../survey/period-chips';
import { DEFAULT_PERIOD, periodQuery } from '../survey/survey-period';
import type { PeriodId } from '../survey/survey-period';
import '../survey/survey-admin.css';

type State =
  { kind: 'loading' } | { kind: 'ready'; data: SurveyAnalytics } | { kind: 'error'; message: string };

const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)} %`);

/**
 * /survey-analytics (admin; guarded in the route table and by the API): what survey takers ask
 * for over a period, and how many of them signed up, all counted from the stored surveys.
 */
export default function SurveyAnalyticsPage() {
  const [period, setPeriod] = useState<PeriodId>(DEFAULT_PERIOD);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(async (id: PeriodId) => {
    controller.current?.abort();
    const c = new AbortController();
    controller.current = c;
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'ready', data: await getSurveyAnalytics(periodQuery(id), c.signal) });
    } catch (error) {
      if (c.signal.aborted) return;
      setState({
        kind: 'error',
        message: error instanceof Error ? error.message : 'Could not load the analytics.',
      });
    }
  }, []);

  useEffect(() => {
    void load(period);
    return () => controller.current?.abort();
  }, [load, period]);

  return (
    <PageLayout
      title="Survey analytics"
      eyebrow="Admin"
      lead="What survey takers are looking for, counted from the surveys they sent."
    >
      <div className="sa-toolbar">
        <PeriodChips value={period} onChange={setPeriod} />
        <Link to="/admin/survey-leads" className="btn btn-outline btn-sm">
          Survey leads
        </Link>
      </div>
      <div aria-live="polite" aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' && (
          <p className="sa-state" role="status">
            <span className="page-loading-spinner" aria-hidden="true" /> Loading…
          </p>
        )}
        {state.kind === 'error' && <ErrorBox message={state.message} onRetry={() => void load(period)} />}
        {state.kind === 'ready' && <Analytics data={state.data} />}
      </div>
    </PageLayout>
  );
}

function Analytics({ data }: { data: SurveyAnalytics }) {
  const { respondents, signUps, dimensions } = data;
  return (
    <>
      <div className="sa-summary">
        <div className="sa-figure">
          <strong>{respondents}</strong>
          <span>{respondents === 1 ? 'person took the survey' : 'people took the survey'}</span>
        </div>
        <div className="sa-figure">
          <strong>
            {signUps.count} <small>({percent(signUps.rate)})</small>
          </strong>
          <span>turned into sign-ups</span>
        </div>
      </div>
      <p className="sa-definition">{signUps.definition}</p>
      {respondents === 0 ? (
        <p className="sa-state">No surveys in this period.</p>
      ) : (
        <div className="sa-grid">
          <DimensionBars title="Purpose" rows={dimensions.purpose} respondents={respondents} />
          <DimensionBars title="Budget" rows={dimensions.budget} respondents={respondents} />
          <DimensionBars
            title="City"
            rows={dimensions.city}
            respondents={respondents}
            note="A survey may name several places, so cities add up to more than the people."
          />
          <DimensionBars title="Timeline" rows={dimensions.timeline} respondents={respondents} />
        </div>
      )}
    </>
  );
}
