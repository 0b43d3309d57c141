/** Median asking price, median rent and gross yield by BHK, each with its listings; '—' below the minimum. */
import type { MarketArea, MarketFigure } from '../api/insights-api';
import { money, rupees } from '../insights-format';

const cell = (f: MarketFigure, show: (n: number) => string) => (
  <>
    {f.value === null ? '—' : show(f.value)} <span className="ins-n">({f.points})</span>
  </>
);

export function BhkTable({ area, min }: { area: MarketArea; min: number }) {
  return (
    <section className="ins-section" aria-labelledby="ins-bhk-title">
      <h2 id="ins-bhk-title">Prices and rents by BHK</h2>
      <div className="ins-table-wrap">
        <table className="ins-table">
          <caption>
            Median asking price, median monthly rent and gross yield (rent × 12 ÷ price) of the listings of{' '}
            {area.levelWindow.label}; listings behind each figure in brackets, — below {min}.
          </caption>
          <thead>
            <tr>
              <th scope="col">BHK</th>
              <th scope="col">Price</th>
              <th scope="col">Rent a month</th>
              <th scope="col">Yield</th>
            </tr>
          </thead>
          <tbody>
            {area.sale.priceByBhk.map((p, i) => {
              const r = area.rent.byBhk[i]!;
              const y = area.yield.byBhk[i];
              return (
                <tr key={p.bhk}>
                  <th scope="row">{p.bhk === 5 ? '5+' : p.bhk}</th>
                  <td>{cell(p, money)}</td>
                  <td>{cell(r, rupees)}</td>
                  <td>{y?.pct == null ? '—' : `${y.pct} %`}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
