/**
 * What the colours mean, per layer on the map: one chip per band with its range (a swatch and the
 * words, never colour alone), how the bands were made and from how many places, and how many places
 * are not on the map for want of a location. With `onToggle` the chips filter the layer (aria-pressed).
 */
import type { MapPointsAnswer } from '@propai/api/wire';
import { bandColour } from '@propai/api/domain/map/price-bands';
import { formatIndianNumber } from '../../../lib/format';
import { bandLabel } from '../domain/map-format';

export interface LegendEntry {
  answer: MapPointsAnswer;
  selected?: readonly number[];
  onToggle?: (band: number) => void;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function LegendLayer({ answer, selected = [], onToggle }: LegendEntry) {
  const bands = answer.bands;
  const count = bands ? bands.thresholds.length + 1 : 0;
  const title = `${capitalised(answer.noun)} · ${answer.unit}`;
  return (
    <section className="map-legend-layer" aria-label={`${capitalised(answer.noun)}: colours`}>
      <p className="map-legend-title">{title}</p>
      {bands ? (
        <div
          className="map-legend-bands"
          role={onToggle ? 'group' : 'list'}
          aria-label={`Filter ${answer.noun} by ${answer.unit}`}
        >
          {Array.from({ length: count }, (_, band) => {
            const swatch = (
              <span
                className="map-swatch"
                style={{ background: bandColour(band, count) }}
                aria-hidden="true"
              />
            );
            const text = bandLabel(band, bands.thresholds);
            return onToggle ? (
              <button
                key={band}
                type="button"
                className="chip map-band-chip"
                aria-pressed={selected.includes(band)}
                onClick={() => onToggle(band)}
              >
                {swatch}
                {text}
              </button>
            ) : (
              <span key={band} role="listitem" className="map-band-item">
                {swatch}
                {text}
              </span>
            );
          })}
        </div>
      ) : (
        <p className="map-legend-note">
          Too few {answer.noun} with a {answer.unit} figure ({formatIndianNumber(answer.total)} on the map) to
          colour them by price: all are grey.
        </p>
      )}
      {bands && (
        <p className="map-legend-note">
          {bands.method}: about a fifth in each colour.{onToggle && ' Tap ranges to filter.'}
        </p>
      )}
      {answer.unplaced > 0 && (
        <p className="map-legend-note">
          {formatIndianNumber(answer.unplaced)} {answer.noun} have no location and are not on the map.
        </p>
      )}
    </section>
  );
}

export function MapLegend({ entries }: { entries: LegendEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <div className="map-legend" data-testid="map-legend">
      {entries.map((e) => (
        <LegendLayer key={e.answer.layer} {...e} />
      ))}
    </div>
  );
}
