/** The 8 quarters of asking ₹/sq ft and rent per sq ft, as two line charts with their tables. */
import type { MarketArea } from '../api/insights-api';
import { TrendChart } from '../charts/trend-chart';
import { rupees } from '../insights-format';

const thousands = (n: number) => `₹${Math.round(n / 100) / 10}k`;

export function TrendSection({ area, min }: { area: MarketArea; min: number }) {
  const { windows, salePsf, rentPsf } = area.trend;
  return (
    <section className="ins-section" aria-labelledby="ins-trend-title">
      <h2 id="ins-trend-title">Trend by quarter</h2>
      <div className="ins-charts">
        <TrendChart
          title="Median asking price per sq ft"
          windows={windows}
          series={salePsf}
          show={(n) => `${rupees(n)}/sq ft`}
          axis={thousands}
          color="#0b5cff"
          min={min}
        />
        <TrendChart
          title="Median monthly rent per sq ft"
          windows={windows}
          series={rentPsf}
          show={(n) => `${rupees(n)}/sq ft`}
          axis={(n) => `₹${n}`}
          color="#067647"
          min={min}
        />
      </div>
    </section>
  );
}
