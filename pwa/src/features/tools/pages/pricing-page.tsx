/**
 * /tools/pricing (Sell menu, "Where your price sits"): a seller describes the home and the price
 * they plan to ask; the page shows where that price sits among comparable listings on the market
 * now (per sq ft: how many ask less, the median and middle half, a range bar) and against the
 * valuation's fair range for the same home. The comparables come from GET /api/valuation/price-spread
 * (the valuation's selection rule); the price itself never leaves the device and is placed here
 * (domain/valuation/price-position.ts). The answers are remembered on the device between visits.
 */
import { useEffect, useState } from 'react';
import { ErrorBox } from '../../../components/ui/error-box';
import { OfflineNote } from '../../../components/ui/offline-note';
import '../../../components/ui/form.css';
import '../../../components/ui/choice-chips.css';
import { usePriceSpread } from '../api/pricing-api';
import { PricingFields } from '../components/pricing-fields';
import { PricingResults, PricingSummary } from '../components/pricing-results';
import { ToolPage } from '../components/tool-page';
import {
  areaSqftOf,
  askingOf,
  blankPricing,
  checkPricing,
  dealOf,
  postLink,
  readPricing,
  spreadQuery,
  valuationLink,
  type PricingForm,
} from '../domain/pricing-form';
import { useRemembered } from '../domain/use-remembered';
import { useSettled } from '../domain/use-settled';

/** The form's errors, once the seller has begun on the home (a blank form is not a list of mistakes). */
function visibleErrors(f: PricingForm) {
  const begun = Boolean(f.city || f.locality.trim() || f.bhk !== null || f.area);
  return begun ? checkPricing(f) : {};
}

export default function PricingPage() {
  const { value: form, update, clear, saved } = useRemembered('pricing', readPricing, blankPricing);
  const query = spreadQuery(form);
  const settled = useSettled(query, JSON.stringify(query));
  const spread = usePriceSpread(settled);
  // While a changed home is being asked for, the last answer stays on screen, marked as updating.
  const [last, setLast] = useState<NonNullable<typeof spread.result> | undefined>(undefined);
  const ready = spread.status === 'ready' ? spread.result : undefined;
  useEffect(() => {
    if (ready) setLast(ready);
  }, [ready]);
  const shown = query ? (ready ?? last) : undefined;
  const updating = Boolean(query) && spread.status === 'loading' && shown !== undefined;

  const areaSqft = areaSqftOf(form);
  const place = form.locality.trim() && form.city ? `${form.locality.trim()}, ${form.city}` : '';
  const asking = shown && areaSqft ? { amount: askingOf(form), areaSqft, place } : null;
  // The answer is for the home as it was asked; the figures read the home as it is now only when
  // they match (a deal or area changed a moment ago waits for its own answer).
  const current = shown && asking && shown.data.deal === (query?.deal ?? '') ? shown.data : null;

  return (
    <ToolPage
      title="Pricing tool"
      eyebrow="Sell"
      className="tl-inputs-first"
      lead="Where your asking price sits among comparable listings on the market now, and against the valuation's fair range for the same home."
      inputsLabel="Your property and price"
      deviceNote="Your answers are kept on this device. Only the home's details are sent to compare; your price is not."
      onReset={clear}
      inputs={
        <>
          <PricingFields form={form} update={update} errors={visibleErrors(form)} />
          {!saved && (
            <p className="tl-error" role="alert">
              This device is not keeping your answers (storage is full or blocked); they will be lost on
              reload.
            </p>
          )}
        </>
      }
      summary={current && asking && <PricingSummary data={current} asking={asking} />}
      results={
        <div className="tl-results-body" aria-busy={updating || (Boolean(query) && !shown)}>
          {!query && (
            <p className="tl-note" data-testid="pricing-prompt">
              Choose the city, locality, property type{form.propertyType === 'Plot' ? '' : ', bedrooms'} and
              area to see where your price sits.
            </p>
          )}
          {query && !shown && spread.status === 'loading' && (
            <p className="tl-loading" role="status">
              <span className="page-loading-spinner" aria-hidden="true" /> Finding comparable listings…
            </p>
          )}
          {query && !shown && spread.status === 'error' && (
            <ErrorBox message={spread.error.message} onRetry={spread.retry} />
          )}
          {updating && (
            <p className="tl-muted" role="status">
              Updating for the changed details…
            </p>
          )}
          {current && asking && shown && (
            <>
              <OfflineNote fromCache={shown.fromCache} fetchedAt={shown.fetchedAt} />
              <PricingResults
                data={current}
                asking={asking}
                postHref={postLink(form)}
                valuationHref={valuationLink(form)}
              />
            </>
          )}
        </div>
      }
      method={
        <>
          <p>
            <strong>Your ₹/sq ft</strong> is your asking {dealOf(form) === 'rent' ? 'rent' : 'price'} ÷ your
            area in sq ft, compared with each comparable listing&apos;s asking ₹/sq ft (sizes differ, so
            totals are not compared). &ldquo;Higher than N of M&rdquo; counts the listings asking less per sq
            ft; a tie counts as neither.
          </p>
          {current && (
            <p data-testid="pricing-rule">
              <strong>Compared with:</strong> {current.position.rule}
            </p>
          )}
          <p>
            <strong>Comparable listings</strong> are chosen as the valuation chooses them: the same locality,
            type and bedrooms, an area within ±25 % of yours, widened step by step (±50 %, then any bedrooms)
            until at least 5 are found. Here only listings on the market now count: approved and confirmed
            available by their poster within the last 60 days (30 for rentals). Fewer than 5: no comparison.
          </p>
          <p>
            <strong>Median and middle half</strong>: the middle value of their ₹/sq ft, and the range from the
            lower to the upper quartile (linear interpolation), where half of them sit.
          </p>
          <p>
            <strong>Fair range</strong>: the valuation&apos;s estimate for the same home (it also counts
            listings sold or rented recently, at their last asking price).
            {current && ` ${current.fair.method}`}
          </p>
          <p>
            These are asking prices, not the prices deals closed at, which are not known to us. Nothing here
            predicts how fast a home will sell.
          </p>
        </>
      }
    />
  );
}
