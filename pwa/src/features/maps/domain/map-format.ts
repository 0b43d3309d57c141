/**
 * How the map writes its figures and bands: "₹7,500/sq ft", "₹27.3/sq ft a month", "₹12,000 a
 * month", and a band as "₹5,000 – ₹8,000". The unit text comes from the API's answer
 * (domain/map/map-layers.ts MEASURE_UNITS), so the legend and the server never disagree.
 */
import { bandRange } from '@propai/api/domain/map/price-bands';
import { formatIndianNumber, formatPrice } from '../../../lib/format';

/** "₹7,500" (whole rupees, Indian grouping; one decimal kept for rents per sq ft). */
export function rupees(value: number): string {
  return `₹${formatIndianNumber(value >= 100 ? Math.round(value) : Math.round(value * 10) / 10)}`;
}

/** The figure with its unit: "₹7,500/sq ft", "₹12,000 a month". */
export function formatFigure(value: number | null, unit: string): string {
  if (value === null) return 'No price per unit';
  const rest = unit.replace(/^₹\s*/, '');
  return `${rupees(value)}${rest.startsWith('/') ? rest : ` ${rest}`}`;
}

/** A band's bounds in words: "Up to ₹5,000", "₹5,000 – ₹8,000", "Over ₹10,000". */
export function bandLabel(band: number, thresholds: readonly number[]): string {
  const [from, to] = bandRange(band, thresholds);
  if (from === null && to !== null) return `Up to ${rupees(to)}`;
  if (to === null && from !== null) return `Over ${rupees(from)}`;
  if (from !== null && to !== null) return `${rupees(from)} – ${rupees(to)}`;
  return 'All';
}

/** A point's price line: "₹1.2 Cr" for a sale (project prices start there), "₹35,000 a month" for a let. */
export function priceLine(price: number | null, monthly: boolean, project: boolean): string {
  if (price === null) return 'Price on request';
  if (monthly) return `${formatPrice(price)} a month`;
  return project ? `From ${formatPrice(price)}` : formatPrice(price);
}
