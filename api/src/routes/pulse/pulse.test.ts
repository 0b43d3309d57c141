/**
 * The weekly market pulse on a real store: generation from fixture data (every number checked),
 * stored once per week (twice in a row, and racing generators), the scheduled job's first-start
 * back-fill, and GET /api/pulse, /api/pulse/{week}.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { OtpMailer } from '../../auth/mailer';
import { weekFromKey, weeksBefore, type WeekSpan } from '../../domain/pulse/pulse-rules';
import { loadEnv } from '../../env';
import { silentLogger } from '../../http/logger';
import { ensureIndexes } from '../../indexes';
import { ensureIssue, PULSE_ISSUES } from '../../services/pulse/generate-pulse';
import { BACKFILL_WEEKS, runPulseUpkeep } from '../../services/pulse/pulse-upkeep';
import type { Store } from '../../store/types';
import { openTestStore } from '../../test-support/test-store';
import type { PulseIssue, PulseList } from '../../wire';

let store: Store;
let app: ReturnType<typeof createApp>;
const WEEK = weekFromKey('2026-W45')!;
const at = (w: WeekSpan, hours: number) => new Date(w.start.getTime() + hours * 3_600_000);

const listing = (locality: string, psf: number, createdAt: Date, extra: object = {}) => ({
  category: 'sale',
  status: 'live',
  city: 'Gurgaon',
  locality,
  areaSqft: 1000,
  price: psf * 1000,
  createdAt,
  ...extra,
});

beforeAll(async () => {
  store = await openTestStore();
  await ensureIndexes(store);
  app = createApp({
    store,
    env: loadEnv({ LOG_LEVEL: 'silent', SEED: 'off' }),
    version: 'test',
    log: silentLogger,
  });
  const before = weeksBefore(WEEK, 2);
  await store.collection('listings').insertMany([
    // Golf Course Road: 3 this week (median 11,000) against 3 in the baseline weeks (median 10,000).
    listing('Golf Course Road', 10_000, at(WEEK, 10)),
    listing('Golf Course Road', 11_000, at(WEEK, 20)),
    listing('Golf Course Road', 12_500, at(WEEK, 30)),
    listing('Golf Course Road', 9_000, at(before, 5)),
    listing('Golf Course Road', 10_000, at(before, 6)),
    listing('Golf Course Road', 10_500, at(before, 7)),
    // Sohna Road: two this week, not enough data.
    listing('Sohna Road', 6_000, at(WEEK, 40)),
    listing('Sohna Road', 7_000, at(WEEK, 41)),
    // Left out: a rental, a pending listing, one outside the five weeks.
    listing('Golf Course Road', 99_000, at(WEEK, 11), { category: 'rent' }),
    listing('Golf Course Road', 99_000, at(WEEK, 12), { status: 'pending' }),
    listing('Golf Course Road', 1_000, at(weeksBefore(WEEK, 6), 1)),
  ]);
  await store.collection('projects').insertMany([
    {
      name: 'Aster Heights',
      slug: 'aster-heights',
      developer: 'Fictive Homes',
      city: 'Noida',
      locality: 'Sector 150',
      status: 'New Launch',
      createdAt: at(WEEK, 50),
      possession: { promised: '2029-12-31' },
    },
    {
      name: 'Old Launch',
      slug: 'old-launch',
      developer: 'X',
      city: 'Noida',
      locality: 'Sector 1',
      status: 'Under Construction',
      createdAt: at(weeksBefore(WEEK, 1), 1),
      possession: { promised: '2026-11-04', revised: '2027-06-30' },
    },
    {
      name: 'Handed Over',
      slug: 'handed-over',
      developer: 'X',
      city: 'Noida',
      locality: 'Sector 2',
      status: 'Ready to Move',
      createdAt: at(weeksBefore(WEEK, 30), 1),
      possession: { promised: '2026-11-05' },
    },
  ]);
  await store.collection('reports').insertMany([
    {
      title: 'Slab work stopped',
      projectName: 'Old Launch',
      category: 'Construction Quality',
      upVotes: 5,
      status: 'approved',
      createdAt: at(WEEK, 3),
    },
    {
      title: 'Possession moved again',
      projectName: 'Old Launch',
      category: 'Possession Delay',
      upVotes: 9,
      createdAt: at(WEEK, 4),
    },
    {
      title: 'Pending one',
      projectName: 'Old Launch',
      category: 'Possession Delay',
      upVotes: 50,
      status: 'pending',
      createdAt: at(WEEK, 5),
    },
    {
      title: 'Last week',
      projectName: 'Old Launch',
      category: 'Possession Delay',
      upVotes: 70,
      createdAt: at(weeksBefore(WEEK, 1), 5),
    },
  ]);
});

afterAll(async () => {
  await store.close();
});

describe('generating a week’s pulse', () => {
  it('computes every section from the stored data, with the count behind each number', async () => {
    const { issue, created } = await ensureIssue(store, WEEK, { mailing: 'skipped' });
    expect(created).toBe(true);
    expect(issue._id).toBe('2026-W45');
    expect(issue.weekLabel).toBe('Week 45, 2026');
    expect(issue.date).toBe('2026-11-08');
    expect(issue.weekStart).toBe('2026-11-01T18:30:00.000Z'); // Monday 2 November, 00:00 India time
    expect(issue.launches).toEqual({
      total: 1,
      items: [
        {
          name: 'Aster Heights',
          slug: 'aster-heights',
          developer: 'Fictive Homes',
          locality: 'Sector 150',
          city: 'Noida',
        },
      ],
    });
    expect(issue.prices).toEqual({
      minListings: 3,
      baselineWeeks: 4,
      listingsThisWeek: 5,
      tooFew: 1,
      moves: [
        {
          locality: 'Golf Course Road',
          city: 'Gurgaon',
          medianPsf: 11_000,
          listings: 3,
          baselineMedianPsf: 10_000,
          baselineListings: 3,
          changePct: 10,
        },
      ],
    });
    expect(issue.possession).toEqual({
      total: 1,
      items: [
        {
          name: 'Old Launch',
          slug: 'old-launch',
          developer: 'X',
          promised: '2026-11-04',
          revised: '2027-06-30',
        },
      ],
    });
    expect(issue.reports.total).toBe(2);
    expect(issue.reports.items.map((r) => [r.title, r.upVotes])).toEqual([
      ['Possession moved again', 9],
      ['Slab work stopped', 5],
    ]);
    expect(issue.headline).toBe('Golf Course Road ₹/sqft up 10% on the previous 4 weeks');
    expect(issue.summary).toContain('1 new project launch (Aster Heights).');
    expect(issue.summary).toContain('went from ₹10,000 to ₹11,000');
    expect(issue.summary).toContain('1 promised possession date passed without handover.');
    expect(issue.summary).toContain('2 community reports posted; the most-voted has 9 up-votes.');
    expect(issue.minutesToRead).toBe(1);
  });

  it('says "not enough data" for a week without comparable listings and writes no number it cannot back', async () => {
    const quiet = weeksBefore(WEEK, 20);
    const { issue } = await ensureIssue(store, quiet, { mailing: 'skipped' });
    expect(issue.prices.moves).toEqual([]);
    expect(issue.summary).toContain('0 sale listings posted: not enough data');
    expect(issue.headline).toBe('A quiet week: no launches and too few listings to compare prices');
  });

  it('stores one issue when the same week is generated twice', async () => {
    const second = await ensureIssue(store, WEEK);
    expect(second.created).toBe(false);
    expect(await store.collection(PULSE_ISSUES).count({ _id: '2026-W45' })).toBe(1);
  });

  it('stores one issue when generators race for the same week', async () => {
    const week = weeksBefore(WEEK, -1);
    const results = await Promise.all(Array.from({ length: 5 }, () => ensureIssue(store, week)));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.issue.generatedAt.getTime())).size).toBe(1);
    expect(await store.collection(PULSE_ISSUES).count({ _id: week.key })).toBe(1);
  });
});

describe('the scheduled job', () => {
  const mailer: OtpMailer = {
    emailDisabled: true,
    sendCode: () => Promise.resolve(),
    sendNotice: () => Promise.resolve(),
  };

  it('back-fills past weeks on first start (not mailed), then adds only the last completed week', async () => {
    const own = await openTestStore();
    try {
      const ctx = { store: own, mailer, publicUrl: 'http://localhost' };
      const now = new Date('2026-11-25T10:00:00Z'); // a Wednesday: the last completed week is W47
      const first = await runPulseUpkeep(ctx, silentLogger, now);
      expect(first).toHaveLength(BACKFILL_WEEKS + 1);
      expect(first.at(-1)).toBe('2026-W47');
      expect(await own.collection(PULSE_ISSUES).count({ mailing: 'skipped' })).toBe(BACKFILL_WEEKS + 1);
      expect(await runPulseUpkeep(ctx, silentLogger, now)).toEqual([]);
      const nextWeek = await runPulseUpkeep(ctx, silentLogger, new Date('2026-12-01T10:00:00Z'));
      expect(nextWeek).toEqual(['2026-W48']);
      // A new week's issue is news: mailed (to no one here), so 'done' rather than 'skipped'.
      expect(await own.collection(PULSE_ISSUES).findOne({ _id: '2026-W48' })).toMatchObject({
        mailing: 'done',
      });
    } finally {
      await own.close();
    }
  });
});

describe('GET /api/pulse', () => {
  it('answers the latest issue whole and the issues newest first, paged', async () => {
    const res = await app.request('/api/pulse');
    expect(res.status).toBe(200);
    const body = (await res.json()) as PulseList;
    expect(body.latest?.week).toBe('2026-W46');
    expect(body.issues.map((i) => i.week)).toEqual(['2026-W46', '2026-W45', '2026-W25']);
    expect(body).toMatchObject({ page: 1, pages: 1, total: 3 });
    const page2 = (await (await app.request('/api/pulse?page=2')).json()) as PulseList;
    expect(page2.issues).toEqual([]);
  });

  it('answers one week, 404 for a week without an issue, 400 naming a malformed week or page', async () => {
    const one = await app.request('/api/pulse/2026-W45');
    expect(one.status).toBe(200);
    const issue = (await one.json()) as PulseIssue;
    expect(issue.prices.moves[0]?.changePct).toBe(10);
    expect(issue).not.toHaveProperty('mailing');
    expect((await app.request('/api/pulse/2026-W30')).status).toBe(404);
    const bad = await app.request('/api/pulse/2026-47');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields.week).toMatch(/YYYY-Www/);
    const badPage = await app.request('/api/pulse?page=0');
    expect(((await badPage.json()) as { fields: Record<string, string> }).fields.page).toMatch(/from 1/);
  });
});
