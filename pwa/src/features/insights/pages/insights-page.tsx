/**
 * /insights: a city's or locality's market figures — median ₹/sq ft, rents by BHK, changes over 3
 * and 12 months, yield, supply, possession delays and the trend — computed hourly by the API from
 * stored listings and projects (GET /api/insights, /api/insights/area), each with the listings
 * behind it and the method underneath. The place is in the address (?city=&locality=), picked with
 * chips; without one, the city with the most listings. Opens offline from the last copy.
 */
import { INSIGHTS_HEAD } from '@propai/api/domain/pages/page-heads';
import { ErrorBox } from '../../../components/ui/error-box';
import { PageLayout } from '../../../components/ui/page-layout';
import { PageLoading } from '../../../components/ui/page-loading';
import { usePageQuery } from '../../../lib/use-page-query';
import { useInsightsOverview, useMarketArea } from '../api/insights-api';
import { AreaView } from '../components/area-view';
import { AsOfNote } from '../components/as-of-note';
import { MethodSection } from '../components/method-section';
import { NotComputedYet } from '../components/not-computed-yet';
import { PlacePicker, type Place } from '../components/place-picker';
import { busiestCity, placeName } from '../insights-format';
import '../insights.css';

export default function InsightsPage() {
  const [params, setParams] = usePageQuery();
  const overview = useInsightsOverview();
  const o = overview.status === 'ready' ? overview.result.data : null;
  const city = params.get('city') ?? (o ? busiestCity(o.cities) : null);
  const locality = params.get('locality');
  const area = useMarketArea(o?.asOf ? city : null, locality);

  const pick = (next: Place) => {
    const q = new URLSearchParams({ city: next.city, ...(next.locality ? { locality: next.locality } : {}) });
    setParams(q, true);
  };

  return (
    // The same words as the server's first frame of /insights (api/src/http/page-head-frame.ts).
    <PageLayout
      title={INSIGHTS_HEAD.title}
      eyebrow={INSIGHTS_HEAD.eyebrow}
      lead={INSIGHTS_HEAD.lead}
      className={INSIGHTS_HEAD.className}
    >
      {overview.status === 'loading' && <PageLoading />}
      {overview.status === 'error' && <ErrorBox message={overview.error.message} onRetry={overview.retry} />}
      {o && !o.asOf && <NotComputedYet onRetry={overview.retry} />}
      {o?.asOf && city && (
        <>
          <AsOfNote
            asOf={o.asOf}
            fromCache={overview.result!.fromCache}
            fetchedAt={overview.result!.fetchedAt}
          />
          <PlacePicker
            cities={o.cities}
            localities={o.localities}
            value={{ city, locality }}
            onChange={pick}
          />
          {area.status === 'loading' && <PageLoading />}
          {area.status === 'error' &&
            (area.error.status === 404 ? (
              <p className="ins-note">No market figures for {placeName({ city, locality })} yet.</p>
            ) : (
              <ErrorBox message={area.error.message} onRetry={area.retry} />
            ))}
          {area.status === 'ready' && <AreaView area={area.result.data} min={o.minPoints} />}
        </>
      )}
      {/* Under the figures once they are in: shown while the area loads, it was pushed down the
          screen when they arrived (a layout shift of 0.4, issue 21). */}
      {o && (!o.asOf || !city || area.status !== 'loading') && <MethodSection lines={o.method} />}
    </PageLayout>
  );
}
