/** Everything /insights shows for one place: figures, trend, by BHK, supply, possession delays. */
import { Link } from 'react-router-dom';
import type { MarketArea } from '../api/insights-api';
import { placeName } from '../insights-format';
import { AreaFigures } from './area-figures';
import { BhkTable } from './bhk-table';
import { PossessionSection } from './possession-section';
import { SupplySection } from './supply-section';
import { TrendSection } from './trend-section';

export function AreaView({ area, min }: { area: MarketArea; min: number }) {
  const summaries = `/ai-insights?city=${encodeURIComponent(area.area.city)}`;
  return (
    <article className="ins-area" aria-labelledby="ins-area-title" data-area={area.area.key}>
      <h2 id="ins-area-title" className="ins-area-title">
        {placeName(area.area)}
      </h2>
      <AreaFigures area={area} min={min} />
      <TrendSection area={area} min={min} />
      <BhkTable area={area} min={min} />
      <SupplySection area={area} />
      <PossessionSection area={area} />
      <p className="ins-more">
        <Link to={summaries}>Read {area.area.city}&apos;s localities in words (AI Insights)</Link>
      </p>
    </article>
  );
}
