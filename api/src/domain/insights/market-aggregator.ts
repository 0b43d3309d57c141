/**
 * Every city's and locality's market figures from one pass over the data points (market-rows.ts):
 * feed listings and projects in any order, read the areas at the end. Pure: the service reads the
 * store in pages and feeds them here; tests feed hand-made rows and check the answers by hand.
 *
 * A listing counts for its city and for its locality. Rounding: ₹/sq ft and prices to the rupee,
 * rent per sq ft to the paisa, changes to 0.1 %, yields to 0.01 % — changes and yields are computed
 * from the rounded figures shown, so anyone can redo them from the page.
 */
import { median } from '../listings/price-insights';
import { IST_OFFSET_MS } from '../pulse/pulse-rules';
import { cityLabel, normalizeCity } from '../search/city-aliases';
import {
  changePct,
  DELAYED_LISTED,
  grossYieldPct,
  LONG_DELAY_MONTHS,
  MAX_BHK,
  MIN_POINTS,
  PROJECT_STATUSES,
} from './insights-rules';
import type { AreaInsights, AreaRef, AreaRow, Change, Figure } from './insights-schemas';
import { levelWindow, quarterOf, trendWindows, type MarketWindow } from './market-windows';
import { areaKey, type MarketListingRow, type MarketProjectRow } from './market-rows';
import { possessionDelay, type PossessionDelay } from './possession-delay';

const BHKS = Array.from({ length: MAX_BHK }, (_, i) => i + 1);
const rupee = (n: number) => Math.round(n);
const paisa = (n: number) => Math.round(n * 100) / 100;

/** The median of `values` rounded, with its count; no value below MIN_POINTS. */
export function figureOf(values: readonly number[], round: (n: number) => number = rupee): Figure {
  const m = values.length >= MIN_POINTS ? median(values) : null;
  return { value: m === null ? null : round(m), points: values.length };
}

/** The change from one figure to another; null unless both have a value. */
export function changeOf(from: Figure, to: Figure, fromLabel: string, toLabel: string): Change {
  const pct =
    from.value !== null && to.value !== null && from.value > 0 ? changePct(from.value, to.value) : null;
  return { pct, from, to, fromLabel, toLabel };
}

const wire = (w: MarketWindow) => ({
  key: w.key,
  label: w.label,
  start: w.start.toISOString(),
  end: w.end.toISOString(),
});
const byBhkArrays = () => BHKS.map(() => [] as number[]);
const slot = (bhk: number | null) => (bhk === null ? -1 : bhk - 1);

class AreaAccumulator {
  readonly salePsf: number[] = [];
  readonly rentPsf: number[] = [];
  readonly priceByBhk = byBhkArrays();
  readonly rentByBhk = byBhkArrays();
  readonly saleTrend: number[][];
  readonly rentTrend: number[][];
  readonly onMarket = { sale: [0, 0, 0, 0, 0], rent: [0, 0, 0, 0, 0], saleTotal: 0, rentTotal: 0 };
  readonly projects: { row: MarketProjectRow; delay: PossessionDelay | null }[] = [];
  /** Spellings of the locality seen, to show the commonest. */
  readonly spellings = new Map<string, number>();

  constructor(
    readonly key: string,
    readonly cityKey: string,
    readonly kind: AreaRef['kind'],
    quarters: number,
  ) {
    this.saleTrend = Array.from({ length: quarters }, () => []);
    this.rentTrend = Array.from({ length: quarters }, () => []);
  }

  name(locality: string): void {
    this.spellings.set(locality, (this.spellings.get(locality) ?? 0) + 1);
  }

  ref(): AreaRef {
    let best: [string, number] = ['', -1];
    for (const entry of this.spellings) if (entry[1] > best[1]) best = entry;
    return {
      kind: this.kind,
      key: this.key,
      city: cityLabel(this.cityKey),
      locality: this.kind === 'city' ? null : best[0],
    };
  }
}

export class MarketAggregator {
  private readonly areas = new Map<string, AreaAccumulator>();
  private readonly level: MarketWindow;
  private readonly quarters: MarketWindow[];
  private readonly today: string;

  constructor(private readonly now: Date) {
    this.level = levelWindow(now);
    this.quarters = trendWindows(now);
    this.today = new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
  }

  /** The city's and locality's accumulators by the place as typed (keys are folded once per spelling). */
  private readonly byPlace = new Map<string, AreaAccumulator[]>();

  private accumulators(city: string, locality: string): AreaAccumulator[] {
    const typed = `${city}\u0000${locality}`;
    let found = this.byPlace.get(typed);
    if (!found) this.byPlace.set(typed, (found = this.lookUp(city, locality)));
    for (const acc of found) acc.name(acc.kind === 'city' ? city : locality);
    return found;
  }

  private lookUp(city: string, locality: string): AreaAccumulator[] {
    const cityKey = normalizeCity(city);
    const out: AreaAccumulator[] = [];
    for (const [key, kind] of [
      [areaKey(city), 'city'],
      [areaKey(city, locality), 'locality'],
    ] as const) {
      let acc = this.areas.get(key);
      if (!acc) this.areas.set(key, (acc = new AreaAccumulator(key, cityKey, kind, this.quarters.length)));
      out.push(acc);
    }
    return out;
  }

  addListing(row: MarketListingRow): void {
    const psf = row.amount / row.areaSqft;
    const inLevel = row.listedAt >= this.level.start && row.listedAt < this.level.end;
    const quarter = quarterOf(row.listedAt, this.now);
    const bhk = slot(row.bhk);
    for (const acc of this.accumulators(row.city, row.locality)) {
      const sale = row.category === 'sale';
      if (inLevel) {
        (sale ? acc.salePsf : acc.rentPsf).push(psf);
        if (bhk >= 0) (sale ? acc.priceByBhk : acc.rentByBhk)[bhk]!.push(row.amount);
      }
      if (quarter >= 0) (sale ? acc.saleTrend : acc.rentTrend)[quarter]!.push(psf);
      if (row.onMarket) {
        if (sale) acc.onMarket.saleTotal += 1;
        else acc.onMarket.rentTotal += 1;
        if (bhk >= 0) (sale ? acc.onMarket.sale : acc.onMarket.rent)[bhk]! += 1;
      }
    }
  }

  addProject(row: MarketProjectRow): void {
    const delay = possessionDelay(row, this.today);
    for (const acc of this.accumulators(row.city, row.locality)) acc.projects.push({ row, delay });
  }

  /** Every area that has a listing or a project: cities first, then localities, by name. */
  result(): AreaInsights[] {
    const out = [...this.areas.values()].map((acc) => this.finish(acc));
    const name = (a: AreaInsights) =>
      `${a.area.kind === 'city' ? 0 : 1}|${a.area.city}|${a.area.locality ?? ''}`;
    return out.sort((a, b) => name(a).localeCompare(name(b)));
  }

  private finish(acc: AreaAccumulator): AreaInsights {
    const salePsf = figureOf(acc.salePsf);
    const rentPsf = figureOf(acc.rentPsf, paisa);
    const priceByBhk = BHKS.map((bhk, i) => ({ bhk, ...figureOf(acc.priceByBhk[i]!) }));
    const rentByBhk = BHKS.map((bhk, i) => ({ bhk, ...figureOf(acc.rentByBhk[i]!) }));
    const saleTrend = acc.saleTrend.map((v) => figureOf(v));
    const rentTrend = acc.rentTrend.map((v) => figureOf(v, paisa));
    const q = this.quarters;
    const last = q.length - 1;
    const change = (series: Figure[], back: number) =>
      changeOf(series[last - back]!, series[last]!, q[last - back]!.label, q[last]!.label);
    const yieldOf = (rent: Figure, sale: Figure) =>
      rent.value !== null && sale.value !== null ? grossYieldPct(rent.value, sale.value) : null;

    const withDelay = acc.projects.filter((p) => p.delay !== null);
    const delayed = withDelay.filter((p) => p.delay!.months >= 1);
    const statuses = [...PROJECT_STATUSES, ...new Set(acc.projects.map((p) => p.row.status))]
      .filter((s, i, all) => s && all.indexOf(s) === i)
      .map((status) => ({ status, count: acc.projects.filter((p) => p.row.status === status).length }))
      .filter((s) => s.count > 0 || (PROJECT_STATUSES as readonly string[]).includes(s.status));
    return {
      area: acc.ref(),
      asOf: this.now.toISOString(),
      levelWindow: wire(this.level),
      sale: { psf: salePsf, priceByBhk },
      rent: { psf: rentPsf, byBhk: rentByBhk },
      trend: { windows: q.map(wire), salePsf: saleTrend, rentPsf: rentTrend },
      change: {
        sale3m: change(saleTrend, 1),
        sale12m: change(saleTrend, 4),
        rent3m: change(rentTrend, 1),
        rent12m: change(rentTrend, 4),
      },
      yield: {
        pct: yieldOf(rentPsf, salePsf),
        rentPoints: rentPsf.points,
        salePoints: salePsf.points,
        byBhk: BHKS.map((bhk, i) => ({
          bhk,
          pct: yieldOf(rentByBhk[i]!, priceByBhk[i]!),
          rentPoints: rentByBhk[i]!.points,
          salePoints: priceByBhk[i]!.points,
        })),
      },
      supply: {
        sale: {
          total: acc.onMarket.saleTotal,
          byBhk: BHKS.map((bhk, i) => ({ bhk, count: acc.onMarket.sale[i]! })),
        },
        rent: {
          total: acc.onMarket.rentTotal,
          byBhk: BHKS.map((bhk, i) => ({ bhk, count: acc.onMarket.rent[i]! })),
        },
        projects: {
          total: acc.projects.length,
          byStatus: statuses,
          byBhk: BHKS.map((bhk) => ({
            bhk,
            count: acc.projects.filter((p) => p.row.bhk.includes(bhk)).length,
          })),
        },
      },
      possession: {
        projects: withDelay.length,
        delayed: delayed.length,
        long: delayed.filter((p) => p.delay!.months >= LONG_DELAY_MONTHS).length,
        medianMonths: delayed.length ? median(delayed.map((p) => p.delay!.months)) : null,
        items: [...delayed]
          .sort((a, b) => b.delay!.months - a.delay!.months || a.row.name.localeCompare(b.row.name))
          .slice(0, DELAYED_LISTED)
          .map(({ row, delay }) => ({
            name: row.name,
            slug: row.slug,
            status: row.status,
            promised: delay!.promised,
            expected: delay!.expected,
            months: delay!.months,
          })),
      },
    };
  }
}

/** An area's headline figures for the lists. */
export function areaRow(a: AreaInsights): AreaRow {
  return {
    area: a.area,
    salePsf: a.sale.psf,
    sale12m: a.change.sale12m,
    rent12m: a.change.rent12m,
    yield: { pct: a.yield.pct, rentPoints: a.yield.rentPoints, salePoints: a.yield.salePoints },
    onMarket: a.supply.sale.total + a.supply.rent.total,
    projects: a.supply.projects.total,
    longDelays: a.possession.long,
  };
}
