/**
 * The demo projects must not contradict themselves (issue 16 point 19): every seeded project is
 * walked and its sections checked against each other — tower bars against the updates that report
 * them, the phase against the bars, court cases against dates, alerts and the score, possession
 * against status — and the three spotlight routes against the projects they name.
 */
import { describe, expect, it } from 'vitest';
import { projectScore } from '../domain/projects/score';
import { SPOTLIGHTS } from '../domain/projects/spotlights';
import { PHASES } from './construction-record';
import { BASE_DATE } from './dates';
import { buildDataset, type PhotoUrls } from './dataset';
import { DEFAULT_SEED } from './seed';

const urls = (kind: string, n: number) => Array.from({ length: n }, (_, i) => `/api/files/${kind}-${i}`);
const PHOTOS: PhotoUrls = {
  home: urls('h', 4),
  interior: urls('i', 4),
  commercial: urls('c', 4),
  project: urls('p', 12),
};
// The demo's own size and seed (SEED_PROJECTS default 150), so these are the projects people see.
const { projects } = buildDataset({ seed: DEFAULT_SEED, listings: 0, projects: 150 }, PHOTOS);
const today = BASE_DATE.toISOString().slice(0, 10);

describe.each(projects.map((p) => [p.name, p] as const))('%s', (_name, p) => {
  const { towers, updates } = p.construction;
  const reports = updates.map((u) => {
    const m = /^(Tower \w+) reported at (\d+)% complete/.exec(u.note);
    if (!m) throw new Error(`unreadable update note: ${u.note}`);
    return { tower: m[1]!, pct: Number(m[2]), date: u.date, title: u.title };
  });

  it('reports each tower at its bar in its newest update, and less in older ones', () => {
    const bar = new Map(towers.map((t) => [t.name, t.progressPct]));
    const seen = new Map<string, number>();
    for (const r of reports) {
      expect(bar.has(r.tower), `${r.tower} exists`).toBe(true);
      expect(r.title.startsWith(`${r.tower}: `), 'title and note name one tower').toBe(true);
      const newer = seen.get(r.tower);
      if (newer === undefined) expect(r.pct, `${r.tower}'s newest report is its bar`).toBe(bar.get(r.tower));
      else expect(r.pct).toBeLessThanOrEqual(newer);
      seen.set(r.tower, r.pct);
    }
    const dates = updates.map((u) => u.date);
    expect(dates, 'newest first').toEqual([...dates].sort().reverse());
    for (const d of dates) expect(d <= today).toBe(true);
  });

  it('keeps every bar within the phase the project says it is in', () => {
    const phase = Object.values(PHASES).find((ph) => ph.label === p.construction.meta.currentPhase.phase);
    expect(phase).toBeDefined();
    for (const t of towers) {
      expect(t.progressPct).toBeGreaterThanOrEqual(phase!.min);
      expect(t.progressPct).toBeLessThanOrEqual(phase!.max);
    }
    if (p.status === 'Ready to Move' || p.status === 'Completed') {
      expect(towers.every((t) => t.progressPct === 100)).toBe(true);
      expect(p.possession.revised ?? p.possession.promised, 'possession already given').not.toBe('');
      expect((p.possession.revised ?? p.possession.promised) <= today).toBe(true);
    }
  });

  it('dates each court case between the start and today, alerts it, and scores it', () => {
    const start = p.construction.meta.constructionStart.date;
    for (const l of p.legal.litigations) {
      expect(l.filed >= start && l.filed <= today, `${l.case} filed ${l.filed}`).toBe(true);
      expect(l.case.endsWith(`/${l.filed.slice(0, 4)}`)).toBe(true);
      expect(p.alerts.some((a) => a.type === 'LEGAL' && a.title.includes(l.case))).toBe(true);
    }
    const rera = projectScore({ legal: p.legal, status: p.status }, BASE_DATE).breakdown.rera;
    if (rera !== undefined && p.legal.litigations.length > 0) expect(rera).toBeLessThan(10);
  });
});

describe('spotlights', () => {
  it('each route names a seeded project with its slug and name, once', () => {
    for (const s of SPOTLIGHTS) {
      const named = projects.filter((p) => p.slug === s.slug);
      expect(named.map((p) => p.name)).toEqual([s.name]);
      expect(named[0]!.location.address.startsWith(`${s.name}, `)).toBe(true);
    }
    expect(new Set(projects.map((p) => p.name)).size).toBe(projects.length);
  });
});
