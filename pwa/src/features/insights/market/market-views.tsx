/**
 * The Insights menu's market pages, all views of the same stored figures (GET /api/insights):
 * - overview: every city side by side, and their median ₹/sq ft as bars;
 * - neighbourhoods: every locality, filtered by city and sorted by the figure asked for;
 * - investment: localities by gross rental yield, with their price change and long possession
 *   delays beside it (past asking prices and rents, not a forecast);
 * The trends view needs one place's quarters and lives in trends-view.tsx.
 */
import { useState } from 'react';
import { ToggleChips } from '../../../components/ui/toggle-chips';
import type { MarketAreaRow, MarketOverview } from '../api/insights-api';
import { CountBars } from '../components/count-bars';
import { PlacePicker } from '../components/place-picker';
import { rupees } from '../insights-format';
import { AreaList } from './area-list';

type Sort = 'psf' | 'change' | 'yield' | 'supply';
const SORTS: { value: Sort; label: string }[] = [
  { value: 'psf', label: 'Price per sq ft' },
  { value: 'change', label: '12-month change' },
  { value: 'yield', label: 'Rental yield' },
  { value: 'supply', label: 'Homes on the market' },
];
const KEY: Record<Sort, (r: MarketAreaRow) => number | null> = {
  psf: (r) => r.salePsf.value,
  change: (r) => r.sale12m.pct,
  yield: (r) => r.yield.pct,
  supply: (r) => r.onMarket,
};

/** Highest first; places without the figure last, in name order. */
export function sortRows(rows: readonly MarketAreaRow[], sort: Sort): MarketAreaRow[] {
  const key = KEY[sort];
  return [...rows].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (x === null || y === null) return x === null && y === null ? 0 : x === null ? 1 : -1;
    return y - x;
  });
}

export function OverviewView({ o }: { o: MarketOverview }) {
  const priced = o.cities.filter((c) => c.salePsf.value !== null);
  return (
    <>
      <CountBars
        title={`Median asking ₹ per sq ft by city, ${o.levelWindow?.label ?? ''}`}
        rows={sortRows(priced, 'psf').map((c) => ({ label: c.area.city, count: c.salePsf.value! }))}
        format={rupees}
      />
      <h2 className="ins-h2">Cities</h2>
      <AreaList rows={o.cities} label="Cities" />
    </>
  );
}

function LocalityRanking({ o, initial, note }: { o: MarketOverview; initial: Sort; note?: string }) {
  const [city, setCity] = useState('');
  const [sort, setSort] = useState<Sort>(initial);
  const rows = sortRows(city ? o.localities.filter((l) => l.area.city === city) : o.localities, sort);
  return (
    <>
      <PlacePicker
        cities={o.cities}
        localities={[]}
        value={{ city, locality: null }}
        onChange={(next) => setCity(next.city)}
        withLocalities={false}
        allCities
      />
      <ToggleChips
        label="Sort by"
        options={SORTS}
        value={sort}
        onChange={(v) => setSort(v as Sort)}
        className="ins-chips"
      />
      {note && <p className="ins-note">{note}</p>}
      <AreaList rows={rows} label="Localities" />
    </>
  );
}

export const NeighbourhoodsView = ({ o }: { o: MarketOverview }) => <LocalityRanking o={o} initial="psf" />;

export const InvestmentView = ({ o }: { o: MarketOverview }) => (
  <LocalityRanking
    o={o}
    initial="yield"
    note="Gross yield is the median monthly rent per sq ft × 12 ÷ the median asking price per sq ft. These are past asking prices and rents, not a forecast or advice; check a locality's possession delays before buying off-plan."
  />
);
