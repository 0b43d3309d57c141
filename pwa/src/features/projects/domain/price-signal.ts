/** Pricing-table rules of spec part 2 §4 and §9: the price signal per size and Cr formatting. */

export type PriceSignal = 'Verified is cheaper' | 'Dev is cheaper' | 'Same' | '-';

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** Developer price minus verified price decides; '-' if either is missing. */
export function priceSignal(
  devPrice: number | null | undefined,
  verifiedPrice: number | null | undefined,
): PriceSignal {
  if (!finite(devPrice) || !finite(verifiedPrice)) return '-';
  const diff = devPrice - verifiedPrice;
  if (diff > 0) return 'Verified is cheaper';
  if (diff < 0) return 'Dev is cheaper';
  return 'Same';
}

/** '₹1.25 Cr' with 2 decimals at 1 Cr and above, '₹0.875 Cr' with 3 below; '-' when missing. */
export function formatCr(value: number | null | undefined): string {
  if (!finite(value)) return '-';
  const cr = value / 1e7;
  return `₹${cr.toFixed(cr >= 1 ? 2 : 3)} Cr`;
}

export interface PriceRow {
  sizeSqft: number;
  dev: number | null;
  verified: number | null;
  votesUp: number | null;
  signal: PriceSignal;
}

/** One row per size found in either list, smallest first. */
export function priceRows(
  devPrices: { sizeSqft: number; priceINR: number }[],
  verifiedPrices: { sizeSqft: number; priceINR: number; votesUp?: number }[],
): PriceRow[] {
  const sizes = [...new Set([...devPrices, ...verifiedPrices].map((p) => p.sizeSqft))].sort((a, b) => a - b);
  return sizes.map((sizeSqft) => {
    const dev = devPrices.find((p) => p.sizeSqft === sizeSqft)?.priceINR ?? null;
    const ver = verifiedPrices.find((p) => p.sizeSqft === sizeSqft);
    return {
      sizeSqft,
      dev,
      verified: ver?.priceINR ?? null,
      votesUp: ver?.votesUp ?? null,
      signal: priceSignal(dev, ver?.priceINR),
    };
  });
}
