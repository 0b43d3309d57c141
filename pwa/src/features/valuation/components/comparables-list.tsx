/**
 * The listings an estimate was computed from, closest in size first, each opening its page: what it
 * asks (or asked before it closed), its size and ₹/sq ft, and its floor and age — shown so the owner
 * can judge them, since the estimate does not weigh them.
 */
import type { ValuationComparable, ValuationEstimate } from '@propai/api/wire';
import { Link } from 'react-router-dom';
import { formatDay, formatIndianNumber, formatPrice } from '../../../lib/format';

function stateText(c: ValuationComparable): string {
  if (c.state === 'live') return 'On the market';
  const when = c.closedAt ? ` ${formatDay(c.closedAt)}` : '';
  return c.state === 'sold' ? `Sold${when}` : `Rented out${when}`;
}

function facts(c: ValuationComparable): string {
  return [
    c.bhk !== null ? `${c.bhk} BHK` : null,
    `${formatIndianNumber(c.areaSqft)} sq ft`,
    c.floor !== null ? (c.floor === 0 ? 'ground floor' : `floor ${c.floor}`) : null,
    c.age,
  ]
    .filter(Boolean)
    .join(' · ');
}

export function ComparablesList({ estimate }: { estimate: ValuationEstimate }) {
  const e = estimate;
  if (e.comparables.length === 0) return <p className="empty-text">No comparable listings found.</p>;
  return (
    <>
      <p className="vl-list-note">
        {e.comparables.length < e.count
          ? `The ${e.comparables.length} closest in size of ${e.count}.`
          : `All ${e.count}, closest in size first.`}{' '}
        Sold and rented listings are shown at their last asking {e.deal === 'sale' ? 'price' : 'rent'}.
      </p>
      <ul className="vl-comps" data-testid={`comparables-${e.deal}`}>
        {e.comparables.map((c) => (
          <li key={c.url}>
            <Link to={c.url} className="vl-comp">
              <span className="vl-comp-title">{c.title}</span>
              <span className="vl-comp-facts">{facts(c)}</span>
              <span className="vl-comp-price">
                {e.deal === 'sale' ? formatPrice(c.amount, 2) : `₹${formatIndianNumber(c.amount)} /month`}
                <span className="vl-comp-psf"> · ₹{formatIndianNumber(c.perSqft)} /sq ft</span>
              </span>
              <span className={`vl-comp-state is-${c.state}`}>{stateText(c)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
