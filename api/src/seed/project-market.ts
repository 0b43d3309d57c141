/**
 * The "how it sells" half of a project: unit prices, developer vs buyer-verified prices, payment
 * plans, fair-value inputs and financial ratios. Some projects get no fair-value split, no
 * financials or no AI insights at all — the app must say UNKNOWN there, not guess.
 */
import { BASE_DATE, isoMonth } from './dates';
import { FACILITY_AGENCIES } from './names';
import type { Rng } from './prng';
import type { ProjectMarket } from './project-types';
import { clamp, roundPrice, roundTo } from './text';

export interface MarketContext {
  configs: { type: string; area: number }[];
  psf: number;
  /** 0…1, the locality's price band. */
  tier: number;
  status: string;
  reliability: number;
  totalUnits: number;
  towerCount: number;
  amenities: string[];
  createdAt: Date;
}

type Plan = ProjectMarket['paymentPlans'][number];

// Every template's percentages add up to exactly 100.
const PLANS: Plan[] = [
  {
    name: 'Construction Linked Plan',
    milestones: [
      { label: 'On booking', percent: 10 },
      { label: 'Within 45 days', percent: 10 },
      { label: 'On casting of foundation', percent: 10 },
      { label: 'On casting of 5th floor slab', percent: 15 },
      { label: 'On casting of top floor slab', percent: 20 },
      { label: 'On completion of brickwork', percent: 15 },
      { label: 'On completion of flooring', percent: 10 },
      { label: 'On offer of possession', percent: 10 },
    ],
  },
  {
    name: 'Down Payment Plan',
    milestones: [
      { label: 'On booking', percent: 10 },
      { label: 'Within 60 days', percent: 85 },
      { label: 'On offer of possession', percent: 5 },
    ],
  },
  {
    name: 'Possession Linked Plan 30:70',
    milestones: [
      { label: 'On booking', percent: 10 },
      { label: 'Within 90 days', percent: 20 },
      { label: 'On offer of possession', percent: 70 },
    ],
  },
  {
    name: 'Flexi Plan 40:60',
    milestones: [
      { label: 'On booking', percent: 10 },
      { label: 'Within 6 months', percent: 30 },
      { label: 'On top floor slab', percent: 30 },
      { label: 'On offer of possession', percent: 30 },
    ],
  },
];

const READY_PLAN: Plan = {
  name: 'Ready Possession Plan',
  milestones: [
    { label: 'On booking', percent: 10 },
    { label: 'Within 30 days', percent: 90 },
  ],
};

/** Integer percentages that add up to exactly 100, roughly following `weights`. */
export function splitHundred(weights: number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  const parts = weights.map((w) => Math.floor((w / total) * 100));
  const short = 100 - parts.reduce((s, p) => s + p, 0);
  const largest = parts.indexOf(Math.max(...parts));
  parts[largest] = (parts[largest] ?? 0) + short;
  return parts;
}

export function makeMarket(rng: Rng, ctx: MarketContext): ProjectMarket {
  const configurations = ctx.configs.map((c) => ({
    ...c,
    price: clamp(roundPrice(c.area * ctx.psf), 3_500_000, 120_000_000),
  }));
  const prices = configurations.map((c) => c.price);
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const median = [...prices].sort((a, b) => a - b)[Math.floor(prices.length / 2)] ?? min;

  const dropDev = configurations.length > 1 && rng.chance(0.2) ? rng.int(0, configurations.length - 1) : -1;
  const devPrices = configurations
    .filter((_, i) => i !== dropDev)
    .map((c) => ({ sizeSqft: c.area, priceINR: c.price }));
  const verifiedPrices = configurations
    .filter(() => rng.chance(0.7))
    .map((c) => ({
      sizeSqft: c.area,
      priceINR: roundPrice(c.price * rng.range(0.92, 1.05)),
      votesUp: rng.int(0, 60),
    }));

  const ready = ctx.status === 'Ready to Move' || ctx.status === 'Completed';
  const paymentPlans = rng.chance(0.15) ? [] : ready ? [READY_PLAN] : rng.sample(PLANS, rng.int(1, 3));

  const baseRate = roundTo(ctx.psf * rng.range(0.78, 0.92), 10);
  const fair = ctx.psf * rng.range(0.88, 1.12);
  const landShare = rng.range(0.2, 0.32);
  const constructionShare = rng.range(0.45, 0.56);
  const sgaShare = rng.range(0.08, 0.12);
  const fairValue = rng.chance(0.6)
    ? {
        land: roundTo(fair * landShare, 10),
        construction: roundTo(fair * constructionShare, 10),
        sgaFin: roundTo(fair * sgaShare, 10),
        margin: roundTo(fair * (1 - landShare - constructionShare - sgaShare), 10),
      }
    : undefined;

  const financials: ProjectMarket['financials'] = {};
  if (rng.chance(0.75))
    financials.debtToEquity = Math.round(rng.range(0.1, 0.6 + (1 - ctx.reliability) * 1.2) * 100) / 100;
  if (rng.chance(0.75)) financials.escrowCoveragePct = rng.int(55, 110);
  if (rng.chance(0.75)) financials.cashCoverage = Math.round(rng.range(0.6, 2.5) * 100) / 100;

  const priceChange12mPct = Math.round(rng.range(-3, 18) * 10) / 10;
  const locationScore = Math.round(Math.min(9.8, 5.5 + ctx.tier * 3 + rng.range(-0.5, 1)) * 10) / 10;

  const mixPct = splitHundred(ctx.configs.map(() => rng.range(1, 4)));
  const createdMonths = Math.max(
    1,
    Math.round((BASE_DATE.getTime() - ctx.createdAt.getTime()) / (30 * 86_400_000)),
  );

  return {
    pricing: {
      startingPrice: min,
      priceRange: { min, max },
      pricePerSqft: { average: ctx.psf },
      configurations,
    },
    startingPrice: min,
    priceRange: { min, max },
    prices: { devPrices, verifiedPrices },
    paymentPlans,
    baseRate,
    ...(fairValue ? { fairValue } : {}),
    marketPricePsf: ctx.psf,
    ...(rng.chance(0.9) && Object.keys(financials).length ? { financials } : {}),
    stats: {
      medianTicket: median,
      medianPsf: ctx.psf,
      rentalYieldPct: Math.round(rng.range(2, 4.2) * 10) / 10,
      priceChange12mPct,
    },
    ...(rng.chance(0.4)
      ? {
          aiInsights: {
            locationScore,
            investmentPotential:
              priceChange12mPct > 12
                ? 'very high'
                : priceChange12mPct > 7
                  ? 'high'
                  : priceChange12mPct > 2
                    ? 'medium'
                    : 'low',
            priceGrowth: Math.round((priceChange12mPct * 0.8 + rng.range(0, 3)) * 10) / 10,
          } as const,
        }
      : {}),
    buyers: Array.from({ length: ctx.status === 'New Launch' ? rng.int(0, 6) : rng.int(4, 16) }, () => ({
      unit: `${String.fromCharCode(65 + rng.int(0, ctx.towerCount - 1))}-${rng.int(1, 30)}${String(rng.int(1, 8)).padStart(2, '0')}`,
      month: isoMonth(
        new Date(BASE_DATE.getTime() - rng.int(0, Math.min(createdMonths, 24)) * 30 * 86_400_000),
      ),
    })),
    living: {
      unitMix: ctx.configs.map((c, i) => ({
        type: c.type.replace(' BHK', 'BHK'),
        count: Math.round((ctx.totalUnits * (mixPct[i] ?? 0)) / 100),
        percentage: mixPct[i] ?? 0,
      })),
      amenities: ctx.amenities,
      maintenance: {
        amount: roundTo(rng.range(2.5, 6 + ctx.tier * 4), 0.25),
        unit: 'per sq.ft per month',
        agency: rng.pick(FACILITY_AGENCIES),
      },
      society: { rwaRegistered: ready && rng.chance(0.6), handedOver: ready && rng.chance(0.4) },
    },
  };
}
