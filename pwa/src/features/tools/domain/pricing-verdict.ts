/**
 * The pricing tool's sentences, read from the seller's side but only ever stating what the counts
 * and quartiles say (DECISIONS.md: no figure without its source, no prediction of how fast it sells).
 */
import { formatIndianNumber, formatPrice } from '@propai/api/domain/format/display';
import type { PricePosition, VersusRange } from '@propai/api/domain/valuation/price-position';

/** A ₹/sq ft as shown: '₹9,333' (sale), '₹24.14' (rent, in paise). */
export const perSqftText = (value: number): string => `₹${formatIndianNumber(value)}`;

/**
 * An amount with two decimals in lakh and crore, so a price just above a range's end does not
 * print as equal to it: '₹1.46 Cr', '₹1 Cr', '₹85.5 L', '₹32,000'.
 */
export const amountText = (value: number): string =>
  formatPrice(value, 2)
    .replace(/\.00 (Cr|L)$/, ' $1')
    .replace(/(\.\d)0 (Cr|L)$/, '$1 $2');

/**
 * @example headline({ count: 12, below: 7, same: 0, above: 5, band: 'middle' }) // 'Higher than 7 of 12 comparable listings'
 */
export function headline(p: PricePosition): string {
  const listings = `comparable listing${p.count === 1 ? '' : 's'}`;
  if (p.band === 'highest') return `Higher than all ${p.count} ${listings}`;
  if (p.band === 'lowest') return `Lower than all ${p.count} ${listings}`;
  return `Higher than ${p.below} of ${p.count} ${listings}`;
}

/** The rest of the count: how many ask more, and ties. */
export function countLine(p: PricePosition): string {
  const more = `${p.above} ask${p.above === 1 ? 's' : ''} more per sq ft`;
  const same = p.same > 0 ? `, ${p.same} the same` : '';
  return `${more}${same}.`;
}

/** Where the price falls against the middle half of the comparables' ₹/sq ft. */
export function bandLine(p: PricePosition, q1: number, q3: number): string {
  const half = `${perSqftText(q1)}–${perSqftText(q3)} per sq ft`;
  switch (p.band) {
    case 'lowest':
      return 'Below every comparable listing on the market, per sq ft.';
    case 'below':
      return `Below the middle half of comparable listings (${half}).`;
    case 'middle':
      return `Within the middle half of comparable listings (${half}).`;
    case 'above':
      return `Above the middle half of comparable listings (${half}).`;
    case 'highest':
      return 'Above every comparable listing on the market, per sq ft.';
  }
}

/** The asking figure against the valuation's fair range. */
export function rangeLine(v: VersusRange): string {
  const pct = Math.abs(v.fromMidPct);
  const fromMid =
    v.fromMidPct === 0
      ? 'at its middle figure'
      : `${pct} % ${v.fromMidPct > 0 ? 'above' : 'below'} its middle figure`;
  if (v.where === 'within') return `Within the fair range, ${fromMid}.`;
  return `${v.where === 'above' ? 'Above' : 'Below'} the fair range, ${fromMid}.`;
}
