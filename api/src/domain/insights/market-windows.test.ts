import { describe, expect, it } from 'vitest';
import { levelWindow, monthIndex, monthStart, quarterOf, trendWindows, windowEnding } from './market-windows';

const NOW = new Date('2026-11-28T10:00:00Z');

describe('market windows (India time, whole months)', () => {
  it('puts a moment in its India-time month', () => {
    // 31 Oct 23:59 IST is still October; 00:00 IST on 1 Nov is November.
    expect(monthIndex(new Date('2026-10-31T18:29:59Z'))).toBe(2026 * 12 + 9);
    expect(monthIndex(new Date('2026-10-31T18:30:00Z'))).toBe(2026 * 12 + 10);
    expect(monthStart(2026 * 12 + 10).toISOString()).toBe('2026-10-31T18:30:00.000Z');
  });

  it.each([
    [2026 * 12 + 10, 3, 'Sep–Nov 2026', '2026-09/2026-11'],
    [2026 * 12 + 1, 3, 'Dec 2025–Feb 2026', '2025-12/2026-02'],
    [2026 * 12 + 10, 1, 'Nov 2026', '2026-11/2026-11'],
  ])('labels the window of %i over %i months %s', (last, months, label, key) => {
    expect(windowEnding(last, months)).toMatchObject({ label, key });
  });

  it('the level window is the last six months, this one included', () => {
    const w = levelWindow(NOW);
    expect(w.label).toBe('Jun–Nov 2026');
    expect(w.start.toISOString()).toBe('2026-05-31T18:30:00.000Z');
    expect(w.end.toISOString()).toBe('2026-11-30T18:30:00.000Z');
  });

  it('charts eight quarters, oldest first, the last ending this month', () => {
    const q = trendWindows(NOW);
    expect(q.map((w) => w.label)).toEqual([
      'Dec 2024–Feb 2025',
      'Mar–May 2025',
      'Jun–Aug 2025',
      'Sep–Nov 2025',
      'Dec 2025–Feb 2026',
      'Mar–May 2026',
      'Jun–Aug 2026',
      'Sep–Nov 2026',
    ]);
    // Back to back: each window ends where the next starts.
    for (let i = 1; i < q.length; i++) expect(q[i]!.start).toEqual(q[i - 1]!.end);
  });

  it.each([
    ['2026-11-01T00:00:00Z', 7],
    ['2026-09-01T00:00:00Z', 7],
    ['2026-08-31T12:00:00Z', 6],
    ['2025-11-10T00:00:00Z', 3],
    ['2024-12-05T00:00:00Z', 0],
    ['2024-11-30T00:00:00Z', -1],
    ['2026-12-02T00:00:00Z', -1],
  ])('%s falls in quarter %i', (at, quarter) => {
    expect(quarterOf(new Date(at), NOW)).toBe(quarter);
  });
});
