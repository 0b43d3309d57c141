/** The unit mix's totals, shown under its rows so an admin sees when the shares do not make 100 %. */
export function unitMixTotals(rows: { count: number; percentage?: number }[]): {
  units: number;
  percent: number;
  percentOff: boolean;
} {
  const units = rows.reduce((sum, r) => sum + r.count, 0);
  const percent = Number(rows.reduce((sum, r) => sum + (r.percentage ?? 0), 0).toFixed(1));
  return { units, percent, percentOff: Math.abs(percent - 100) > 0.05 };
}
