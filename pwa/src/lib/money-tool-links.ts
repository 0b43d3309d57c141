/**
 * Links into the money tools from other screens (the listing page's EMI estimate, the comparison's
 * EMI calculator): one place that knows the tools' addresses and the names of their prefill
 * parameters (features/tools/domain/emi-tool.ts reads the same names).
 */

/**
 * The EMI tool opened on an amount, optionally at a rate and tenure.
 * @example emiToolHref(8_500_000) === '/tools/emi?amount=8500000'
 */
export function emiToolHref(amount: number, rate?: number, years?: number): string {
  const q = new URLSearchParams({ amount: String(Math.round(amount)) });
  if (rate !== undefined && Number.isFinite(rate)) q.set('rate', String(rate));
  if (years !== undefined && Number.isFinite(years)) q.set('years', String(years));
  return `/tools/emi?${q.toString()}`;
}
