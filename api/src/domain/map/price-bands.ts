/**
 * Colour bands for the map's markers: quintiles of the layer's own ₹ figures, so each colour holds
 * about a fifth of the places and the legend can say exactly how it was made ("quintiles of 2,840
 * sale listings' ₹/sq ft"). The bands are taken over the whole layer, not over what is in view, so
 * a marker keeps its colour while the map is panned.
 *
 * Quantile rule: nearest rank on the sorted values — the p-th quantile of n values is the value at
 * rank ceil(p·n) (1-based). Equal thresholds (many identical prices) are merged, so a layer may have
 * fewer than five bands; below MIN_BAND_VALUES values there are no bands at all and the map says so.
 * Pure and shared: the API bands the points, the PWA draws the legend from the same answer.
 */

/** Fewer values than this and a quintile says nothing: no bands, markers in one neutral colour. */
export const MIN_BAND_VALUES = 10;

/** The cut points: 20th, 40th, 60th and 80th percentiles. */
export const BAND_QUANTILES = [0.2, 0.4, 0.6, 0.8] as const;

/**
 * Cheap → dear, ColorBrewer RdYlBu (5 classes) reversed: readable for the common colour-vision
 * deficiencies, and every band is also named in the legend and the popup, never colour alone.
 */
export const BAND_COLOURS = ['#2c7bb6', '#7fbfd8', '#e3c84a', '#f08a3c', '#c8261d'] as const;

/** Markers of a layer without bands (too little data) and of a place without a ₹ figure. */
export const UNBANDED_COLOUR = '#6b7280';

/**
 * The nearest-rank quantile of already sorted values.
 * @example quantileSorted([1, 2, 3, 4, 5], 0.4) === 2
 */
export function quantileSorted(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new RangeError('quantile of no values');
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length)));
  return sorted[rank - 1]!;
}

/**
 * The thresholds that split `values` into bands, or null when there are too few values.
 * @example bandThresholds([...Array(10).keys()].map((i) => (i + 1) * 100)) // → [200, 400, 600, 800]
 */
export function bandThresholds(values: readonly number[]): number[] | null {
  const usable = values.filter((v) => Number.isFinite(v) && v > 0).sort((a, b) => a - b);
  if (usable.length < MIN_BAND_VALUES) return null;
  const cuts: number[] = [];
  for (const p of BAND_QUANTILES) {
    const q = quantileSorted(usable, p);
    // A cut equal to the previous one, or at the maximum, would leave a band empty.
    if ((cuts.length === 0 || q > cuts.at(-1)!) && q < usable.at(-1)!) cuts.push(q);
  }
  return cuts;
}

/**
 * Which band a value falls in: 0 for up to the first threshold, thresholds.length for above the
 * last. A threshold belongs to the band it ends (upper bound inclusive), which is what makes
 * nearest-rank quintiles of 10 values hold 2 values each.
 * @example bandOf(400, [200, 400, 600, 800]) === 1; bandOf(450, [200, 400, 600, 800]) === 2
 */
export function bandOf(
  value: number | null | undefined,
  thresholds: readonly number[] | null,
): number | null {
  if (!thresholds || value === null || value === undefined || !Number.isFinite(value) || value <= 0)
    return null;
  let band = 0;
  while (band < thresholds.length && value > thresholds[band]!) band += 1;
  return band;
}

/** The colour of band `band` of a layer with `count` bands (spread over the palette's ends). */
export function bandColour(band: number | null, count: number): string {
  if (band === null || count <= 0) return UNBANDED_COLOUR;
  if (count === 1) return BAND_COLOURS[2];
  const at = Math.round((band * (BAND_COLOURS.length - 1)) / (count - 1));
  return BAND_COLOURS[Math.min(BAND_COLOURS.length - 1, Math.max(0, at))]!;
}

/** A band's range as bounds: (from, to] with null for open ends. */
export function bandRange(band: number, thresholds: readonly number[]): [number | null, number | null] {
  return [band === 0 ? null : thresholds[band - 1]!, band >= thresholds.length ? null : thresholds[band]!];
}

/**
 * The median of a list (mean of the middle two for an even count), or null for none: a cluster's
 * figure when the server groups many places into one cell.
 * @example median([3, 1, 2]) === 2; median([1, 2, 3, 4]) === 2.5
 */
export function median(values: readonly number[]): number | null {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
