/**
 * /insights/interactive-map: projects and listings with the controls a phone user expects — layer
 * toggles, the kind of listing (and to let / for sale for commercial), price-band chips in the
 * legend, a jump to each city, and the list of what is in view. Filters live in the address
 * (?show=&kind=&deal=&city=), so Back and a shared link restore them; band chips are per visit.
 */
import { NCR_BOUNDS } from '@propai/api/domain/map/map-grid';
import { MAP_DEALS, MAP_KINDS, type MapDeal, type MapKind } from '@propai/api/domain/map/map-layers';
import { useMemo, useState } from 'react';
import { usePageQuery } from '../../../lib/use-page-query';
import { useMapConfig } from '../api/use-map-config';
import { useMapLayer, type MapView } from '../api/use-map-layer';
import { MapControls } from '../components/map-controls';
import { MapScreen } from '../components/map-screen';
import { outlineBox } from '../components/ncr-outlines';

const pick = <T extends string>(values: readonly T[], raw: string | null, fallback: T): T =>
  values.find((v) => v === raw) ?? fallback;

function toggle(list: readonly number[], band: number): number[] {
  return list.includes(band) ? list.filter((b) => b !== band) : [...list, band].sort();
}

export default function InteractiveMapPage() {
  const [params, setParams] = usePageQuery();
  const show = (params.get('show') ?? 'projects,listings').split(',');
  const showProjects = show.includes('projects');
  const showListings = show.includes('listings');
  const kind: MapKind = pick(MAP_KINDS, params.get('kind'), 'sale');
  const deal: MapDeal = pick(MAP_DEALS, params.get('deal'), 'rent');
  const city = params.get('city');
  const cityBox = city ? outlineBox(city) : null;

  const [projectBands, setProjectBands] = useState<number[]>([]);
  const [listingBands, setListingBands] = useState<number[]>([]);
  const [view, setView] = useState<MapView | null>(null);
  const tiles = useMapConfig();
  const projects = useMapLayer({ layer: 'projects', bands: projectBands }, view, showProjects);
  const listings = useMapLayer({ layer: 'listings', kind, deal, bands: listingBands }, view, showListings);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, true);
  };

  const p = projects.answer?.data ?? null;
  const l = listings.answer?.data ?? null;
  const answers = useMemo(() => [p, l].filter((a) => a !== null), [p, l]);
  const failed = projects.error ? projects : listings.error ? listings : null;
  return (
    <MapScreen
      title="Interactive map"
      eyebrow="Insights"
      controls={
        <MapControls
          showProjects={showProjects}
          showListings={showListings}
          kind={kind}
          deal={deal}
          city={city}
          onShow={(next) => update({ show: next.join(',') })}
          onKind={(k) => {
            setListingBands([]);
            update({ kind: k });
          }}
          onDeal={(d) => {
            setListingBands([]);
            update({ deal: d });
          }}
          onCity={(c) => update({ city: c })}
        />
      }
      tiles={tiles}
      answers={answers}
      legend={[
        ...(p
          ? [
              {
                answer: p,
                selected: projectBands,
                onToggle: (b: number) => setProjectBands((s) => toggle(s, b)),
              },
            ]
          : []),
        ...(l
          ? [
              {
                answer: l,
                selected: listingBands,
                onToggle: (b: number) => setListingBands((s) => toggle(s, b)),
              },
            ]
          : []),
      ]}
      fitTo={cityBox ?? NCR_BOUNDS}
      fitKey={city ?? 'ncr'}
      view={view}
      onView={setView}
      loading={projects.loading || listings.loading}
      error={failed ? { message: failed.error ?? '', retry: failed.retry } : null}
      freshness={projects.answer ?? listings.answer}
    />
  );
}
