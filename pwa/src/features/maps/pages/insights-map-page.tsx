/**
 * /insights/map: the overview — every project with a location, coloured by its ₹/sq ft band, on
 * the NCR city outlines (or tiles). No filters: the interactive map has them.
 */
import { NCR_BOUNDS } from '@propai/api/domain/map/map-grid';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useMapConfig } from '../api/use-map-config';
import { useMapLayer, type MapView } from '../api/use-map-layer';
import { MapScreen } from '../components/map-screen';

export default function InsightsMapPage() {
  const tiles = useMapConfig();
  const [view, setView] = useState<MapView | null>(null);
  const projects = useMapLayer({ layer: 'projects' }, view);
  const answer = projects.answer?.data ?? null;
  const answers = useMemo(() => (answer ? [answer] : []), [answer]);
  return (
    <MapScreen
      title="Insights map"
      eyebrow="Insights"
      tiles={tiles}
      answers={answers}
      legend={answer ? [{ answer }] : []}
      fitTo={NCR_BOUNDS}
      fitKey="ncr"
      view={view}
      onView={setView}
      loading={projects.loading}
      error={projects.error ? { message: projects.error, retry: projects.retry } : null}
      freshness={projects.answer}
      footer={
        <p className="map-footer">
          Listings, kinds, price filters and a city jump:{' '}
          <Link to="/insights/interactive-map">open the interactive map</Link>.
        </p>
      }
    />
  );
}
