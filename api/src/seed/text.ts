/** Small text helpers shared by the generators. */

export { slugify } from '../domain/format/slug';

/** '₹1.25 Cr' / '₹85 L' / '₹45,000' (the app's display rule, for descriptions). */
export function formatInr(amount: number): string {
  if (amount >= 10_000_000) return `₹${trim(amount / 10_000_000, 2)} Cr`;
  if (amount >= 100_000) return `₹${trim(amount / 100_000, 1)} L`;
  return `₹${amount.toLocaleString('en-IN')}`;
}

function trim(n: number, decimals: number): string {
  return n.toFixed(decimals).replace(/\.?0+$/, '');
}

/** Round to a "human" price step: 50,000 under a crore, 1 lakh above. */
export function roundPrice(amount: number): number {
  const step = amount >= 10_000_000 ? 100_000 : 50_000;
  return Math.round(amount / step) * step;
}

export function roundTo(n: number, step: number): number {
  return Math.round(n / step) * step;
}

export function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

/** The parts of an address joined once each: a sector that is also the locality is named once. */
export function distinctParts(...parts: string[]): string {
  return parts.filter((p, i) => p && parts.indexOf(p) === i).join(', ');
}
