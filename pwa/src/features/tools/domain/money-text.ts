/** How the tools print money: whole rupees grouped the Indian way, or short (₹50 L, ₹1.2 Cr). */
import { formatPriceLabel, groupIndian } from '@propai/api/domain/format/display';

/** @example rupees(43391.16) === '₹43,391' */
export function rupees(value: number): string {
  const r = Math.round(value);
  return `${r < 0 ? '−' : ''}₹${groupIndian(Math.abs(r))}`;
}

/** @example shortRupees(5_000_000) === '₹50 L'; shortRupees(0) === '₹0'; shortRupees(-2e5) === '−₹2 L' */
export function shortRupees(value: number): string {
  if (value === 0 || !Number.isFinite(value)) return '₹0';
  const sign = value < 0 ? '−' : '';
  const abs = Math.abs(value);
  return sign + (abs < 100_000 ? `₹${groupIndian(Math.round(abs))}` : formatPriceLabel(abs));
}

/** @example percentText(0.4213) === '42 %' */
export function percentText(share: number): string {
  return `${Math.round(share * 100)} %`;
}
