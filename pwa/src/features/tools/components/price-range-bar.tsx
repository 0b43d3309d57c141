/**
 * The comparables' ₹/sq ft on one line: a dot per listing, the middle half (lower to upper
 * quartile) shaded, the median as a line, and the seller's own ₹/sq ft as a marker above it. The
 * scale runs from the lowest to the highest of all of them, the seller's figure included. It is a
 * picture of the figures written under it, so screen readers get one sentence instead.
 */
import { perSqftText } from '../domain/pricing-verdict';

export interface SpreadFigures {
  values: number[];
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
}

export function PriceRangeBar({ spread, yours }: { spread: SpreadFigures; yours: number }) {
  const lo = Math.min(spread.min, yours);
  const hi = Math.max(spread.max, yours);
  const span = hi - lo || 1;
  // 3 %…97 %: the end dots and the marker's label stay inside the box.
  const share = (v: number) => 3 + ((v - lo) / span) * 94;
  const at = (v: number) => `${share(v)}%`;
  const end = share(yours) < 15 ? ' is-start' : share(yours) > 85 ? ' is-end' : '';
  const label =
    `₹/sq ft of ${spread.values.length} comparable listings from ${perSqftText(spread.min)} to ` +
    `${perSqftText(spread.max)}, middle half ${perSqftText(spread.q1)} to ${perSqftText(spread.q3)}, ` +
    `median ${perSqftText(spread.median)}; yours ${perSqftText(yours)}.`;
  return (
    <figure className="tl-spread">
      <div className="tl-spread-plot" role="img" aria-label={label} data-testid="price-range-bar">
        <div className={`tl-spread-you${end}`} style={{ left: at(yours) }} aria-hidden="true">
          <span>You {perSqftText(yours)}</span>
        </div>
        <div className="tl-spread-track" aria-hidden="true">
          <div
            className="tl-spread-half"
            style={{ left: at(spread.q1), width: `calc(${at(spread.q3)} - ${at(spread.q1)})` }}
          />
          <div className="tl-spread-median" style={{ left: at(spread.median) }} />
          {spread.values.map((v, i) => (
            <i key={i} className="tl-spread-dot" style={{ left: at(v) }} />
          ))}
          <div className="tl-spread-pin" style={{ left: at(yours) }} />
        </div>
      </div>
      <div className="tl-spread-ends" aria-hidden="true">
        <span>Lowest {perSqftText(spread.min)}</span>
        <span>Highest {perSqftText(spread.max)}</span>
      </div>
      <figcaption className="tl-spread-key">
        <span>
          <i className="tl-key-dot" aria-hidden="true" /> a comparable listing
        </span>
        <span>
          <i className="tl-key-half" aria-hidden="true" /> the middle half
        </span>
        <span>
          <i className="tl-key-median" aria-hidden="true" /> median
        </span>
      </figcaption>
    </figure>
  );
}
