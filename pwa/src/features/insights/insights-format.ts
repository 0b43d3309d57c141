/**
 * How the insights pages print their figures (plain code, no Intl: see domain/format/display.ts).
 * A figure without a value prints why: how many listings there were and how many a figure needs.
 */
import { formatPrice, groupIndian } from '@propai/api/domain/format/display';
import type { MarketFigure } from './api/insights-api';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const IST_MS = 330 * 60_000;

/** '₹11,250' (whole rupees) or '₹31.80' (rents per sq ft keep their paise). */
export const rupees = (n: number) => `₹${groupIndian(n, Number.isInteger(n) ? 0 : 2)}`;

/** '+9.1 %', '−4 %', '0 %'. */
export function signedPct(n: number): string {
  const sign = n > 0 ? '+' : n < 0 ? '−' : '';
  return `${sign}${groupIndian(Math.abs(n), Number.isInteger(n) ? 0 : 1)} %`;
}

/** A price in ₹ Cr / L. */
export const money = (n: number) => formatPrice(n, 2).replace(/\.00 (Cr|L)$/, ' $1');

/** '3 listings' / '1 listing'. */
export const listingsCount = (n: number) => `${groupIndian(n)} ${n === 1 ? 'listing' : 'listings'}`;

/** Why a figure is missing. */
export const tooFew = (f: MarketFigure, min: number) =>
  `Not enough data: ${listingsCount(f.points)} (${min} needed)`;

/** '28 Nov 2026, 16:05 IST': when the figures were computed, in India time. */
export function asOfText(iso: string): string {
  const d = new Date(new Date(iso).getTime() + IST_MS);
  if (Number.isNaN(d.getTime())) return '';
  const hh = String(d.getUTCHours()).padStart(2, '0');
  const mm = String(d.getUTCMinutes()).padStart(2, '0');
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${hh}:${mm} IST`;
}

/** The place as a title: 'Sector 45, Gurgaon' or 'Gurgaon'. */
export const placeName = (area: { city: string; locality: string | null }) =>
  area.locality ? `${area.locality}, ${area.city}` : area.city;

/** A link to a place's figures on /insights. */
export const insightsHref = (area: { city: string; locality: string | null }) => {
  const q = new URLSearchParams({ city: area.city, ...(area.locality ? { locality: area.locality } : {}) });
  return `/insights?${q.toString()}`;
};

/** The city with the most listings behind its ₹/sq ft: the page's place when none is asked for. */
export function busiestCity(
  cities: readonly { area: { city: string }; salePsf: { points: number } }[],
): string | null {
  return [...cities].sort((a, b) => b.salePsf.points - a.salePsf.points)[0]?.area.city ?? null;
}
