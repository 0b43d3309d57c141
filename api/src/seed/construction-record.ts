/**
 * One source for a project's construction record: each tower's progress, and the site updates that
 * report it. The bars, the overall progress (their mean) and the updates must agree, so the updates
 * are derived from the towers, never rolled apart from them: the newest update of a tower reports
 * exactly its bar, and older ones report less, by that tower's own pace, going back in time.
 */
import { daysAfter, isoDay } from './dates';
import type { Rng } from './prng';

export type PhaseKey = 'planning' | 'foundation' | 'frame' | 'interior' | 'handover';

export interface PhaseInfo {
  key: PhaseKey;
  /** Tower progress range, %. */
  min: number;
  max: number;
  label: string;
  text: string[];
}

export const PHASES: Record<PhaseKey, PhaseInfo> = {
  planning: {
    key: 'planning',
    min: 0,
    max: 4,
    label: 'Planning',
    text: ['Site mobilisation and approvals', 'Boundary wall and site office set up'],
  },
  foundation: {
    key: 'foundation',
    min: 5,
    max: 25,
    label: 'Excavation',
    text: ['Excavation and foundation work in progress', 'Raft foundation being cast'],
  },
  frame: {
    key: 'frame',
    min: 25,
    max: 65,
    label: 'Structure',
    text: ['RCC frame and slab casting in progress', 'Superstructure frame rising floor by floor'],
  },
  interior: {
    key: 'interior',
    min: 65,
    max: 95,
    label: 'Finishing',
    text: ['Interior finishing and MEP works', 'Interior plaster, flooring and facade work'],
  },
  handover: {
    key: 'handover',
    min: 100,
    max: 100,
    label: 'Possession',
    text: ['Handover in progress, OC received', 'Handover completed; society being formed'],
  },
};

/** The phase a tower at `pct` is in (a tower at 96–99 % is still finishing). */
export function phaseOfPct(pct: number): PhaseInfo {
  if (pct >= 100) return PHASES.handover;
  if (pct >= 65) return PHASES.interior;
  if (pct >= 25) return PHASES.frame;
  if (pct >= 5) return PHASES.foundation;
  return PHASES.planning;
}

export interface ConstructionRecord {
  towers: { name: string; progressPct: number }[];
  updates: { date: string; title: string; note: string }[];
}

/** Days between two updates, on average. */
const UPDATE_EVERY_DAYS = 45;

export function makeConstructionRecord(rng: Rng, phase: PhaseInfo, towerCount: number): ConstructionRecord {
  const towers = Array.from({ length: towerCount }, (_, t) => ({
    name: `Tower ${String.fromCharCode(65 + t)}`,
    progressPct: phase.key === 'handover' ? 100 : rng.int(phase.min, phase.max),
  }));
  // Each tower's pace, percentage points per 45 days (a 4–5 year build is roughly 2–4 a month-and-a-half).
  const pace = towers.map(() => rng.range(1.5, 4.5));

  const count = phase.key === 'planning' ? rng.int(0, 2) : rng.int(2, 6);
  // Newest first; `lastReport` walks each tower back in time from its bar.
  const lastReport = new Map<number, { pct: number; daysAgo: number }>();
  const updates = Array.from({ length: count }, (_, u) => {
    const daysAgo = Math.round((u + rng.float()) * UPDATE_EVERY_DAYS);
    const t = rng.int(0, towers.length - 1);
    const tower = towers[t]!;
    const newer = lastReport.get(t);
    const pct = newer
      ? Math.max(0, Math.round(newer.pct - ((daysAgo - newer.daysAgo) / UPDATE_EVERY_DAYS) * pace[t]!))
      : tower.progressPct;
    lastReport.set(t, { pct, daysAgo });
    const at = phaseOfPct(pct);
    return {
      date: isoDay(daysAfter(-daysAgo)),
      title: `${tower.name}: ${rng.pick(at.text)}`,
      note: `${tower.name} reported at ${pct}% complete on site inspection.`,
    };
  });
  return { towers, updates };
}
