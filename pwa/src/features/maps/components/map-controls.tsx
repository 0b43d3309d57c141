/**
 * The interactive map's controls, as chips a thumb can hit (aria-pressed toggles, never a select):
 * which layers, which kind of listing (and for commercial, to let or for sale), and a city to jump to.
 */
import type { MapDeal, MapKind } from '@propai/api/domain/map/map-layers';
import { ToggleChips } from '../../../components/ui/toggle-chips';
import { CITY_OUTLINES } from './ncr-outlines';

const KINDS: { value: MapKind; label: string }[] = [
  { value: 'sale', label: 'For sale' },
  { value: 'rent', label: 'For rent' },
  { value: 'pg', label: 'PG' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'plot', label: 'Plots' },
];

const DEALS: { value: MapDeal; label: string }[] = [
  { value: 'rent', label: 'To let' },
  { value: 'buy', label: 'For sale' },
];

const CITIES = [
  { value: '', label: 'All NCR' },
  ...CITY_OUTLINES.map((c) => ({ value: c.name, label: c.name })),
];

export function MapControls(props: {
  showProjects: boolean;
  showListings: boolean;
  kind: MapKind;
  deal: MapDeal;
  city: string | null;
  onShow: (layers: string[]) => void;
  onKind: (kind: MapKind) => void;
  onDeal: (deal: MapDeal) => void;
  onCity: (city: string | null) => void;
}) {
  const layers = [
    { key: 'projects', label: 'Projects', on: props.showProjects },
    { key: 'listings', label: 'Listings', on: props.showListings },
  ];
  const flip = (key: string) =>
    props.onShow(layers.filter((l) => (l.key === key ? !l.on : l.on)).map((l) => l.key));
  return (
    <div className="map-controls">
      <div className="chip-row" role="group" aria-label="Layers on the map">
        {layers.map((l) => (
          <button key={l.key} type="button" className="chip" aria-pressed={l.on} onClick={() => flip(l.key)}>
            {l.label}
          </button>
        ))}
        {props.showListings && (
          <ToggleChips
            label="Kind of listing"
            options={KINDS}
            value={props.kind}
            onChange={(v) => props.onKind(v as MapKind)}
            className="map-kind-chips"
          />
        )}
      </div>
      {props.showListings && props.kind === 'commercial' && (
        <ToggleChips
          label="Commercial deal"
          options={DEALS}
          value={props.deal}
          onChange={(v) => props.onDeal(v as MapDeal)}
        />
      )}
      <ToggleChips
        label="Jump to a city"
        options={CITIES}
        value={props.city ?? ''}
        onChange={(v) => props.onCity(v || null)}
      />
    </div>
  );
}
