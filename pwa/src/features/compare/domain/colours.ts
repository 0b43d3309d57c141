/**
 * Colour rules of the comparison (spec part 1 §9). Location score is out of 10, banded by its share
 * of 10: ≥ 80 % emerald, ≥ 60 % green, ≥ 40 % amber, else red. Colours are text-on-white pairs
 * that pass WCAG AA contrast.
 */

export type ScoreBand = 'emerald' | 'green' | 'amber' | 'red';

export const BAND_COLOURS: Record<ScoreBand, string> = {
  emerald: '#047857',
  green: '#15803d',
  amber: '#b45309',
  red: '#b91c1c',
};

export function locationScoreBand(score: number): ScoreBand {
  const share = score / 10;
  if (share >= 0.8) return 'emerald';
  if (share >= 0.6) return 'green';
  if (share >= 0.4) return 'amber';
  return 'red';
}
