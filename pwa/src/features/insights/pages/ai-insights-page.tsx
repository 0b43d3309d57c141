/**
 * /ai-insights: each locality summarised in sentences written from its stored figures by the
 * rules the page lists (GET /api/insights/summaries; domain/insights/locality-summary.ts). No model
 * behind it (DECISIONS.md: "AI" means computed with a stated method): every sentence names the
 * numbers and the listings or projects it rests on, and a figure with too few listings is left out.
 */
import { Link } from 'react-router-dom';
import { ErrorBox } from '../../../components/ui/error-box';
import { PageLayout } from '../../../components/ui/page-layout';
import { PageLoading } from '../../../components/ui/page-loading';
import { usePageQuery } from '../../../lib/use-page-query';
import { useInsightsOverview, useSummaries } from '../api/insights-api';
import { AsOfNote } from '../components/as-of-note';
import { MethodSection } from '../components/method-section';
import { NotComputedYet } from '../components/not-computed-yet';
import { PlacePicker } from '../components/place-picker';
import { insightsHref } from '../insights-format';
import '../insights.css';

export default function AiInsightsPage() {
  const [params, setParams] = usePageQuery();
  const city = params.get('city') ?? '';
  const overview = useInsightsOverview();
  const o = overview.status === 'ready' ? overview.result.data : null;
  const q = useSummaries(city || null);
  const s = q.status === 'ready' ? q.result.data : null;

  return (
    <PageLayout
      title="AI Insights"
      eyebrow="Insights"
      lead="Every locality in a few sentences, written from its numbers by the rules below. No guesswork: each sentence says what it counts."
      className="insights-page"
    >
      {q.status === 'loading' && <PageLoading />}
      {q.status === 'error' && <ErrorBox message={q.error.message} onRetry={q.retry} />}
      {s && !s.asOf && <NotComputedYet onRetry={q.retry} />}
      {s?.asOf && (
        <>
          <AsOfNote asOf={s.asOf} fromCache={q.result!.fromCache} fetchedAt={q.result!.fetchedAt} />
          {o && (
            <PlacePicker
              cities={o.cities}
              localities={[]}
              value={{ city, locality: null }}
              onChange={(next) => setParams(new URLSearchParams(next.city ? { city: next.city } : {}), true)}
              withLocalities={false}
              allCities
            />
          )}
          <ol className="ins-summaries">
            {s.items.map((item) => (
              <li key={item.area.key} className="ins-summary">
                <h2>{item.headline}</h2>
                <ul>
                  {item.facts.map((f) => (
                    <li key={f.topic} data-topic={f.topic}>
                      {f.text}
                    </li>
                  ))}
                </ul>
                <Link to={insightsHref(item.area)} className="ins-summary-link">
                  See the figures for {item.area.locality}
                </Link>
              </li>
            ))}
          </ol>
          {s.items.length === 0 && <p className="ins-note">No locality has figures yet.</p>}
        </>
      )}
      {s && <MethodSection title="How the summaries are written" extra={s.rules} lines={s.method} />}
    </PageLayout>
  );
}
