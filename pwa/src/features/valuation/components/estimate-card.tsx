/**
 * One estimate (sale or rent): the range from the lower to the upper quartile, the middle figure,
 * the ₹/sq ft behind them, how many listings and which selection rule produced it — or, below 5
 * comparables, "Not enough comparable listings" with what was found. Every figure comes from the API.
 */
import type { ValuationEstimate } from '@propai/api/wire';
import { Link } from 'react-router-dom';
import { formatIndianNumber, formatPrice } from '../../../lib/format';

const money = (value: number, deal: 'sale' | 'rent') =>
  deal === 'sale' ? formatPrice(value, 2) : `₹${formatIndianNumber(value)}`;
const psf = (value: number) => `₹${formatIndianNumber(value)}`;
const midShare = (p: { q1: number; median: number; q3: number }) =>
  p.q3 > p.q1 ? (p.median - p.q1) / (p.q3 - p.q1) : 0.5;

export function EstimateCard({
  estimate,
  postLink,
}: {
  estimate: ValuationEstimate;
  /** Where "Post it" goes; absent when posting is not offered (a plot to rent). */
  postLink?: string;
}) {
  const e = estimate;
  const title = e.deal === 'sale' ? 'Sale estimate' : 'Rent estimate';
  const per = e.deal === 'rent' ? ' a month' : '';
  return (
    <section className="vl-card" aria-labelledby={`vl-${e.deal}-title`} data-testid={`estimate-${e.deal}`}>
      <h2 id={`vl-${e.deal}-title`} className="vl-card-title">
        {title}
      </h2>
      {e.available && e.low !== null && e.mid !== null && e.high !== null && e.perSqft ? (
        <>
          <p className="vl-range" data-testid={`estimate-${e.deal}-range`}>
            {money(e.low, e.deal)} – {money(e.high, e.deal)}
            <span className="vl-per">{per}</span>
          </p>
          <p className="vl-mid">
            Middle: <strong>{money(e.mid, e.deal)}</strong>
            {per} · {psf(e.perSqft.median)} /sq ft
          </p>
          <div
            className="vl-bar"
            aria-hidden="true"
            // The median's place between the quartiles, so the marker is not a decoration.
            style={{ ['--mid' as string]: String(midShare(e.perSqft)) }}
          >
            <span className="vl-bar-fill" />
            <span className="vl-bar-mid" />
          </div>
          <p className="vl-bar-legend">
            <span>{psf(e.perSqft.q1)} /sq ft</span>
            <span>{psf(e.perSqft.q3)} /sq ft</span>
          </p>
          <p className="vl-count" data-testid={`estimate-${e.deal}-count`}>
            From {e.count} comparable listings: {e.live} on the market
            {e.closed > 0 ? `, ${e.closed} ${e.deal === 'sale' ? 'sold' : 'rented out'}` : ''}.
          </p>
        </>
      ) : (
        <>
          <p className="vl-none" data-testid={`estimate-${e.deal}-none`}>
            Not enough comparable listings
          </p>
          <p className="vl-count">
            Found {e.count}; an estimate needs at least {e.minComparables}, even after widening the search to
            step {e.step} of {e.steps}.
          </p>
        </>
      )}
      <details className="vl-method">
        <summary>How this was worked out</summary>
        <p>
          <strong>Which listings:</strong> {e.rule}
        </p>
        <p>
          <strong>The figure:</strong> {e.method}
        </p>
      </details>
      {postLink && (
        <Link className="btn btn-outline vl-post" to={postLink}>
          {e.deal === 'sale' ? 'Post it for sale' : 'Post it for rent'}
        </Link>
      )}
    </section>
  );
}
