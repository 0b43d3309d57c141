/**
 * AI Insights: a locality's summary written from its stored figures (market-aggregator.ts) by the
 * rules below, each sentence stating the numbers it rests on and how many data points. A figure
 * that is missing (too few listings) is never guessed: its sentence is left out or says so.
 *
 * Rules, in the order the facts are listed (SUMMARY_RULES repeats them for the page):
 * 1. Prices: the 12-month change of the median asking ₹/sq ft, else the 3-month one; a move under
 *    1 % either way reads "steady". Without either, the median of the level window alone.
 * 2. Rents: the same for the median monthly rent per sq ft; without a change, the median rent of
 *    the BHK with the most listings.
 * 3. Yield: the gross rental yield, and whether it is above or below the city's (a gap of 0.25
 *    points or more; otherwise "in line with").
 * 4. Possession: how many of the locality's projects are delayed 12 months or more, naming the
 *    longest delay; or that those delayed are all under 12 months; or that none is delayed.
 * 5. Supply: homes for sale and for rent on the market now, and the commonest BHK for sale when at
 *    least MIN_POINTS are on sale.
 * 6. No price or rent figure at all: how many listings there were and how many are needed.
 * Headline: the locality's name and the short forms of the first two facts, the larger 12-month
 * move (prices or rents) first, then possession delays of 12 months or more, yield, the rest.
 */
import { groupIndian } from '../format/display';
import { LONG_DELAY_MONTHS, MIN_POINTS } from './insights-rules';
import type { AreaInsights, Change, LocalitySummary, SummaryFact } from './insights-schemas';

/** Below this many percent either way, a change reads "steady". */
export const STEADY_BELOW_PCT = 1;
/** A yield this many points from the city's or more is "above" or "below" it. */
export const YIELD_GAP_POINTS = 0.25;

export const SUMMARY_RULES = [
  `Prices and rents: the 12-month change of the median (asking ₹/sq ft; monthly rent per sq ft), else the 3-month change; under ${STEADY_BELOW_PCT} % either way reads "steady"; without a change, the median alone.`,
  `Yield: gross rental yield, compared with the city's (${YIELD_GAP_POINTS} points or more is above or below).`,
  `Possession: how many of the locality's projects are delayed ${LONG_DELAY_MONTHS} months or more, with the longest delay.`,
  `Supply: homes on the market now, and the commonest BHK for sale when ${MIN_POINTS} or more are for sale.`,
  'Headline: the locality and its two leading facts — the larger price or rent move first, then long possession delays, then yield.',
  'Every sentence names the listings or projects it counts; a figure with too few listings is left out, never estimated.',
] as const;

type Fact = SummaryFact & { short: string; rank: number };

const rupees = (n: number) => `₹${groupIndian(n, Number.isInteger(n) ? 0 : 2)}`;
const pct = (n: number) => `${groupIndian(Math.abs(n), Number.isInteger(n) ? 0 : 1)} %`;

function moveFact(topic: 'sale' | 'rent', c12: Change, c3: Change): Fact | null {
  const c = c12.pct !== null ? c12 : c3.pct !== null ? c3 : null;
  if (!c || c.pct === null || c.from.value === null || c.to.value === null) return null;
  const span = c === c12 ? '12 months' : '3 months';
  const what = topic === 'sale' ? 'Asking prices' : 'Rents';
  const unit = topic === 'sale' ? '/sq ft' : '/sq ft a month';
  const points = c.from.points + c.to.points;
  const steady = Math.abs(c.pct) < STEADY_BELOW_PCT;
  const move = steady
    ? `steady over ${span} (${c.pct < 0 ? '−' : '+'}${pct(c.pct)})`
    : `${c.pct > 0 ? 'up' : 'down'} ${pct(c.pct)} in ${span}`;
  return {
    topic,
    text: `${what} ${move}: median ${rupees(c.from.value)}${unit} in ${c.fromLabel}, ${rupees(c.to.value)}${unit} in ${c.toLabel}, on ${points} listings.`,
    points,
    short: `${what.toLowerCase()} ${move.replace(/ \(.*\)$/, '')} on ${points} listings`,
    // The larger move leads; a 12-month move before a 3-month one of the same size.
    rank: 100 + Math.abs(c.pct) + (c === c12 ? 0.01 : 0),
  };
}

function levelFact(a: AreaInsights, topic: 'sale' | 'rent'): Fact | null {
  if (topic === 'sale') {
    const f = a.sale.psf;
    if (f.value === null) return null;
    return {
      topic,
      text: `Median asking price ${rupees(f.value)}/sq ft in ${a.levelWindow.label}, on ${f.points} listings; too few listings earlier to measure a change.`,
      points: f.points,
      short: `median ${rupees(f.value)}/sq ft on ${f.points} listings`,
      rank: 40,
    };
  }
  const best = [...a.rent.byBhk].filter((b) => b.value !== null).sort((x, y) => y.points - x.points)[0];
  if (!best || best.value === null) return null;
  return {
    topic,
    text: `Median rent for a ${best.bhk}${best.bhk === 5 ? '+' : ''} BHK ${rupees(best.value)} a month in ${a.levelWindow.label}, on ${best.points} listings.`,
    points: best.points,
    short: `${best.bhk} BHK rents ${rupees(best.value)} a month`,
    rank: 39,
  };
}

function yieldFact(a: AreaInsights, city: AreaInsights | null): Fact | null {
  const y = a.yield.pct;
  if (y === null) return null;
  const c = city?.yield.pct ?? null;
  const vs =
    c === null
      ? ''
      : Math.abs(y - c) < YIELD_GAP_POINTS
        ? `, in line with ${city!.area.city}'s ${c} %`
        : `, ${y > c ? 'above' : 'below'} ${city!.area.city}'s ${c} %`;
  const points = a.yield.rentPoints + a.yield.salePoints;
  return {
    topic: 'yield',
    text: `Gross rental yield ${y} % (monthly rent per sq ft × 12 ÷ price per sq ft, on ${a.yield.rentPoints} rent and ${a.yield.salePoints} sale listings)${vs}.`,
    points,
    short: `gross rental yield ${y} %`,
    rank: 50,
  };
}

function possessionFact(a: AreaInsights): Fact | null {
  const p = a.possession;
  if (p.projects === 0) return null;
  const longest = p.items[0];
  const when = longest ? ` (promised ${longest.promised}, expected ${longest.expected})` : '';
  let text: string;
  if (p.projects === 1) {
    text = longest
      ? `Its one project, ${longest.name}, has a possession delay of ${longest.months} months${when}.`
      : 'Its one project has no possession delay.';
  } else if (p.long > 0 && longest) {
    text = `${p.long} of its ${p.projects} projects ${p.long === 1 ? 'has a possession delay' : 'have possession delays'} of ${LONG_DELAY_MONTHS} months or more; the longest, ${longest.name}, ${longest.months} months${when}.`;
  } else {
    text =
      p.delayed > 0
        ? `${p.delayed} of its ${p.projects} projects ${p.delayed === 1 ? 'is' : 'are'} delayed, none by ${LONG_DELAY_MONTHS} months or more.`
        : `None of its ${p.projects} projects has a possession delay.`;
  }
  const short = text.split(/[;(]/)[0]!.replace(/[.\s]+$/, '');
  return { topic: 'possession', text, points: p.projects, short, rank: p.long > 0 ? 60 + p.long : 30 };
}

function supplyFact(a: AreaInsights): Fact | null {
  const { sale, rent } = a.supply;
  const total = sale.total + rent.total;
  if (total === 0) return null;
  const top = [...sale.byBhk].sort((x, y) => y.count - x.count)[0];
  const most =
    sale.total >= MIN_POINTS && top && top.count > 0
      ? `; the commonest for sale is ${top.bhk}${top.bhk === 5 ? '+' : ''} BHK (${top.count})`
      : '';
  return {
    topic: 'supply',
    text: `${sale.total} ${sale.total === 1 ? 'home' : 'homes'} for sale and ${rent.total} for rent on the market now${most}.`,
    points: total,
    short: `${total} homes on the market`,
    rank: 20,
  };
}

function dataFact(a: AreaInsights): Fact {
  const { salePoints, rentPoints } = a.yield;
  return {
    topic: 'data',
    text: `Too few listings to measure prices or rents: ${salePoints} for sale and ${rentPoints} for rent in ${a.levelWindow.label} (${MIN_POINTS} needed).`,
    points: salePoints + rentPoints,
    short: 'too few listings to measure prices yet',
    rank: 10,
  };
}

/** The summary of one locality; `city` is its city's figures (for the yield comparison). */
export function summarizeLocality(a: AreaInsights, city: AreaInsights | null): LocalitySummary {
  const sale = moveFact('sale', a.change.sale12m, a.change.sale3m) ?? levelFact(a, 'sale');
  const rent = moveFact('rent', a.change.rent12m, a.change.rent3m) ?? levelFact(a, 'rent');
  const facts = [sale, rent, yieldFact(a, city), possessionFact(a), supplyFact(a)].filter(
    (f): f is Fact => f !== null,
  );
  if (!sale && !rent) facts.push(dataFact(a));
  const lead = [...facts].sort((x, y) => y.rank - x.rank).slice(0, 2);
  const name = a.area.locality ?? a.area.city;
  return {
    area: a.area,
    headline: `${name}: ${lead.map((f) => f.short).join('; ')}`,
    facts: facts.map(({ topic, text, points }) => ({ topic, text, points })),
  };
}
