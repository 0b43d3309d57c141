/** Construction rules of spec part 2 §4 and §9: phases from status text, overall progress, 4 updates. */

export const PHASES = ['Planning', 'Excavation', 'Structure', 'Finishing', 'Possession'] as const;
export type Phase = (typeof PHASES)[number];

const KEYWORDS: [RegExp, Phase][] = [
  [/foundation/i, 'Excavation'],
  [/frame/i, 'Structure'],
  [/interior/i, 'Finishing'],
  [/handover/i, 'Possession'],
];

/** @example phaseFor('Frame work on floor 12') === 'Structure'; phaseFor('') === 'Planning' */
export function phaseFor(status: string | null | undefined): Phase {
  for (const [pattern, phase] of KEYWORDS) if (pattern.test(status ?? '')) return phase;
  return 'Planning';
}

/** Rounded mean of the towers' progressPct; 0 with no towers. Non-numbers count as 0. */
export function overallProgress(towers: { progressPct?: number | null }[]): number {
  if (towers.length === 0) return 0;
  const sum = towers.reduce((s, t) => s + (Number.isFinite(t.progressPct) ? Number(t.progressPct) : 0), 0);
  return Math.round(sum / towers.length);
}

export const UPDATES_SHOWN = 4;

export function firstUpdates<T>(updates: T[]): T[] {
  return updates.slice(0, UPDATES_SHOWN);
}
