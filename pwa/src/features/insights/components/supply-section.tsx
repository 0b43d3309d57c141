/** Supply: homes on the market now by BHK (for sale, for rent) and projects by status and BHK. */
import type { MarketArea } from '../api/insights-api';
import { CountBars } from './count-bars';

const bhkRows = (rows: readonly { bhk: number; count: number }[]) =>
  rows.map((r) => ({ label: `${r.bhk === 5 ? '5+' : r.bhk} BHK`, count: r.count }));

export function SupplySection({ area }: { area: MarketArea }) {
  const { sale, rent, projects } = area.supply;
  return (
    <section className="ins-section" aria-labelledby="ins-supply-title">
      <h2 id="ins-supply-title">Supply</h2>
      <div className="ins-bars-grid">
        <CountBars title={`For sale on the market now (${sale.total})`} rows={bhkRows(sale.byBhk)} />
        <CountBars title={`For rent on the market now (${rent.total})`} rows={bhkRows(rent.byBhk)} />
        <CountBars
          title={`Projects by status (${projects.total})`}
          rows={projects.byStatus.map((s) => ({ label: s.status, count: s.count }))}
        />
        <CountBars title="Projects offering each BHK" rows={bhkRows(projects.byBhk)} />
      </div>
    </section>
  );
}
