/**
 * The pricing tool's answer: the headline (where the asking ₹/sq ft sits among comparable listings
 * on the market now), the range bar and figures, and the valuation's fair range for the same home.
 * With fewer comparables than the API's minimum it says so and gives no verdict.
 */
import type { PriceSpread } from '@propai/api/wire';
import { askingPerSqft, pricePosition, versusRange } from '@propai/api/domain/valuation/price-position';
import { Link } from 'react-router-dom';
import { amountText, bandLine, countLine, headline, perSqftText, rangeLine } from '../domain/pricing-verdict';
import { PriceRangeBar } from './price-range-bar';

/** What the answer is read against: the asking figure and the home's area in sq ft. */
export interface Asking {
  amount: number;
  areaSqft: number;
  place: string;
}

const perMonth = (data: PriceSpread) => (data.deal === 'rent' ? ' a month' : '');

/** Position and figures of an answer that has enough comparables; null otherwise. */
function placed(data: PriceSpread, asking: Asking) {
  const p = data.position;
  if (!p.available || p.q1 === null || p.q3 === null || p.median === null || p.min === null || p.max === null)
    return null;
  const yours = askingPerSqft(asking.amount, asking.areaSqft, data.deal);
  return {
    yours,
    position: pricePosition(p.values, { q1: p.q1, q3: p.q3 }, yours),
    spread: { values: p.values, min: p.min, q1: p.q1, median: p.median, q3: p.q3, max: p.max },
  };
}

export function PricingSummary({ data, asking }: { data: PriceSpread; asking: Asking }) {
  const r = placed(data, asking);
  if (!r) {
    return (
      <div className="tl-hero tl-hero-quiet">
        <span>In {asking.place}</span>
        <strong className="tl-hero-text" data-testid="pricing-verdict">
          Too few comparable listings to place your price
        </strong>
        <span className="tl-muted">
          Found {data.position.count} on the market now; a comparison needs at least{' '}
          {data.position.minComparables}.
        </span>
      </div>
    );
  }
  return (
    <div className="tl-hero">
      <span>
        Your {amountText(asking.amount)}
        {perMonth(data)} is {perSqftText(r.yours)} per sq ft
      </span>
      <strong className="tl-hero-text" data-testid="pricing-verdict">
        {headline(r.position)}
      </strong>
      <span className="tl-muted">
        in {asking.place}, per sq ft. {countLine(r.position)}
      </span>
    </div>
  );
}

export function PricingResults({
  data,
  asking,
  postHref,
  valuationHref,
}: {
  data: PriceSpread;
  asking: Asking;
  postHref: string;
  valuationHref: string;
}) {
  const r = placed(data, asking);
  const fair = data.fair;
  const vs =
    fair.available && fair.low !== null && fair.mid !== null && fair.high !== null
      ? versusRange(asking.amount, { low: fair.low, mid: fair.mid, high: fair.high })
      : null;
  return (
    <>
      {r ? (
        <>
          <PriceRangeBar spread={r.spread} yours={r.yours} />
          <p className="tl-note" data-testid="pricing-band">
            {bandLine(r.position, r.spread.q1, r.spread.q3)}
          </p>
          <dl className="tl-tiles">
            <div>
              <dt>Your ₹/sq ft</dt>
              <dd data-testid="pricing-yours">{perSqftText(r.yours)}</dd>
            </div>
            <div>
              <dt>Median ₹/sq ft</dt>
              <dd data-testid="pricing-median">{perSqftText(r.spread.median)}</dd>
            </div>
            <div>
              <dt>Middle half</dt>
              <dd>
                {perSqftText(r.spread.q1)}–{perSqftText(r.spread.q3)}
              </dd>
            </div>
            <div>
              <dt>Listings compared</dt>
              <dd data-testid="pricing-count">{data.position.count}</dd>
            </div>
          </dl>
        </>
      ) : (
        <p className="tl-note" data-testid="pricing-too-few">
          {data.position.count === 0
            ? 'No comparable listings are on the market now for this home.'
            : `Only ${data.position.count} comparable listing${data.position.count === 1 ? ' is' : 's are'} on the market now.`}{' '}
          With fewer than {data.position.minComparables} a comparison would say more about those few listings
          than about the market, so none is shown. Try a neighbouring locality, or see the valuation, which
          also counts recent sales.
        </p>
      )}

      <section className="tl-card" aria-labelledby="pr-fair-title">
        <h2 id="pr-fair-title">Fair range from the valuation</h2>
        {vs && fair.low !== null && fair.high !== null && fair.mid !== null ? (
          <>
            <p className="tl-card-figure" data-testid="pricing-fair">
              {amountText(fair.low)} – {amountText(fair.high)}
              {perMonth(data)}
            </p>
            <p className="tl-muted">Middle figure {amountText(fair.mid)}.</p>
            <p data-testid="pricing-fair-verdict">
              Your {amountText(asking.amount)}: {rangeLine(vs)}
            </p>
          </>
        ) : (
          <p data-testid="pricing-fair">No fair range: too few comparable listings.</p>
        )}
        <p className="tl-muted">
          {fair.method} {fair.available && `Listings behind it: ${fair.count}.`}
        </p>
      </section>

      <div className="tl-actions">
        <Link className="btn" to={postHref}>
          Post your property at this {data.deal === 'rent' ? 'rent' : 'price'}
        </Link>
        <Link className="btn btn-outline" to={valuationHref}>
          {r ? 'See the comparable listings' : 'Open the valuation'}
        </Link>
      </div>
    </>
  );
}
