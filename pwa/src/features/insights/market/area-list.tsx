/**
 * Places as rows of headline figures (the overview, neighbourhoods and investment views): each
 * figure with its listings, '—' with the count when there were too few. A row links to the place's
 * full figures on /insights.
 */
import { Link } from 'react-router-dom';
import type { MarketAreaRow, MarketChange } from '../api/insights-api';
import { insightsHref, listingsCount, placeName, rupees, signedPct } from '../insights-format';

const change = (c: MarketChange) =>
  c.pct === null ? (
    <>
      —{' '}
      <span className="ins-n">
        (too few: {c.from.points} → {c.to.points} listings)
      </span>
    </>
  ) : (
    <>
      {signedPct(c.pct)} <span className="ins-n">({listingsCount(c.from.points + c.to.points)})</span>
    </>
  );

export function AreaList({ rows, label }: { rows: readonly MarketAreaRow[]; label: string }) {
  return (
    <ol className="ins-rows" aria-label={label}>
      {rows.map((r) => (
        <li key={r.area.key} className="ins-row" data-area={r.area.key}>
          <Link to={insightsHref(r.area)} className="ins-row-title">
            {placeName(r.area)}
          </Link>
          <dl>
            <div>
              <dt>Median ₹/sq ft</dt>
              <dd>
                {r.salePsf.value === null ? '—' : rupees(r.salePsf.value)}{' '}
                <span className="ins-n">({r.salePsf.points})</span>
              </dd>
            </div>
            <div>
              <dt>Prices, 12 months</dt>
              <dd>{change(r.sale12m)}</dd>
            </div>
            <div>
              <dt>Rents, 12 months</dt>
              <dd>{change(r.rent12m)}</dd>
            </div>
            <div>
              <dt>Gross yield</dt>
              <dd>
                {r.yield.pct === null ? '—' : `${r.yield.pct} %`}{' '}
                <span className="ins-n">
                  ({r.yield.rentPoints} rent, {r.yield.salePoints} sale)
                </span>
              </dd>
            </div>
            <div>
              <dt>On the market</dt>
              <dd>{r.onMarket} homes</dd>
            </div>
            <div>
              <dt>Projects</dt>
              <dd>
                {r.projects}
                {r.longDelays > 0 ? `, ${r.longDelays} delayed 12+ months` : ''}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ol>
  );
}
