import { formatPrice } from '@propai/api/domain/format/display';

/**
 * What a rupee amount typed in full reads as (7192400000 → '₹719.24 Cr'), shown under the box so
 * an admin sees a missing or extra zero before saving.
 */
export const rupeesReadout = (n: number): string => (n > 0 ? formatPrice(n, 2) : '₹0');
