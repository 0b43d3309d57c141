/** Price trends: one place's 8 quarters of asking ₹/sq ft and rent per sq ft, picked with chips. */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorBox } from '../../../components/ui/error-box';
import { PageLoading } from '../../../components/ui/page-loading';
import { useMarketArea, type MarketOverview } from '../api/insights-api';
import { PlacePicker, type Place } from '../components/place-picker';
import { TrendSection } from '../components/trend-section';
import { busiestCity, insightsHref, placeName } from '../insights-format';

export function TrendsView({ o }: { o: MarketOverview }) {
  const [place, setPlace] = useState<Place>({ city: busiestCity(o.cities) ?? '', locality: null });
  const area = useMarketArea(place.city || null, place.locality);
  return (
    <>
      <PlacePicker cities={o.cities} localities={o.localities} value={place} onChange={setPlace} />
      {area.status === 'loading' && <PageLoading />}
      {area.status === 'error' && <ErrorBox message={area.error.message} onRetry={area.retry} />}
      {area.status === 'ready' && (
        <>
          <h2 className="ins-area-title">{placeName(area.result.data.area)}</h2>
          <TrendSection area={area.result.data} min={o.minPoints} />
          <p className="ins-more">
            <Link to={insightsHref(area.result.data.area)}>
              All figures for {placeName(area.result.data.area)}
            </Link>
          </p>
        </>
      )}
    </>
  );
}
