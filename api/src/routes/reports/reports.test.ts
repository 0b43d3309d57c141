/**
 * The reports read side through the real app on a real store: the three sorts with since,
 * minScore, limit and offset; one project's reports by id or slug; the stored score (votes and
 * recency) and reading time; only published reports anywhere (pending and rejected never listed,
 * counted, shown or votable); the summary tiles; find; one report; and bad parameters named in a 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authKit, bearer, freshEmail, type AuthKit } from '../auth/auth-test-kit';
import { REPORTS } from '../_shared/report-list';
import { rescoreDue } from '../../services/reports/report-scores';

let kit: AuthKit;
const run = Date.now().toString(36);
const P1 = `p1${run}`;
const P2 = `p2${run}`;
const day = (n: number) => new Date(Date.now() - n * 86_400_000);

type Item = Record<string, unknown> & { id: string };
type Body = { items: Item[]; total: number } & Record<string, unknown>;
const get = async (path: string, headers?: Record<string, string>) => {
  const res = await kit.get(path, headers);
  return { status: res.status, body: (await res.json()) as Body };
};
const ids = (b: Body) => b.items.map((i) => i.id.replace(run, ''));

const report = (
  id: string,
  projectId: string,
  upVotes: number,
  downVotes: number,
  ageDays: number,
  extra: Record<string, unknown> = {},
) => ({
  _id: `${id}${run}`,
  title: `Report ${id}`,
  description: 'x'.repeat(450),
  category: 'Possession Delay',
  projectId,
  projectName: projectId === P1 ? 'Aster Heights' : 'Birch Court',
  developerName: projectId === P1 ? 'Orbit Developers' : 'Kestrel Homes',
  location: projectId === P1 ? 'Sector 150, Noida' : 'Sector 84, Gurgaon',
  score: 999, // stale on purpose: the rule rewrites it before the first list read
  upVotes,
  downVotes,
  authorId: 'secret-author',
  createdAt: day(ageDays),
  ...extra,
});

beforeAll(async () => {
  kit = await authKit();
  await kit.store.collection('projects').insertMany([
    { _id: P1, slug: `aster-${run}`, name: 'Aster Heights' },
    { _id: P2, slug: `birch-${run}`, name: 'Birch Court' },
  ]);
  await kit.store.collection(REPORTS).insertMany([
    report('a', P1, 14, 2, 100), // 12 net × 0.75 = 9
    report('b', P1, 3, 0, 2), // 3
    report('c', P1, 20, 13, 10), // 7
    report('d', P2, 9, 0, 1, { category: 'Hidden Charges' }), // 9
    report('e', P2, 20, 0, 5, { status: 'approved', evidencePhotos: ['/api/files/abc123', 'javascript:x'] }),
    report('pend', P1, 50, 0, 1, { status: 'pending' }),
    report('rej', P2, 50, 0, 1, { status: 'rejected' }),
  ]);
});
afterAll(() => kit.close());

describe('the stored score', () => {
  it('is rewritten by the rule (net votes × recency) before lists read it', async () => {
    const { body } = await get(`/api/reports?sort=top&projectId=${P1}`);
    expect(body.items.map((i) => [i.id.replace(run, ''), i.score])).toEqual([
      ['a', 9],
      ['c', 7],
      ['b', 3],
    ]);
    // Nothing is due again until an age step passes.
    expect(await rescoreDue(kit.store, new Date(), true)).toBe(0);
  });
});

describe('GET /api/projects/{idOrSlug}/reports', () => {
  it('lists one project’s published reports, top first, by id or slug', async () => {
    const byId = await get(`/api/projects/${P1}/reports`);
    expect(byId.status).toBe(200);
    expect(ids(byId.body)).toEqual(['a', 'c', 'b']);
    expect(byId.body.total).toBe(3);
    const bySlug = await get(`/api/projects/aster-${run}/reports?limit=2`);
    expect(ids(bySlug.body)).toEqual(['a', 'c']);
    expect(bySlug.body.total).toBe(3);
  });

  it('never shows the author, and gives the reading time (450 characters → 3 min)', async () => {
    const { body } = await get(`/api/projects/${P1}/reports`);
    expect(JSON.stringify(body)).not.toContain('secret-author');
    expect(body.items[0]).toMatchObject({ readingMinutes: 3, projectName: 'Aster Heights', score: 9 });
  });

  it('answers 404 for an unknown project', async () => {
    expect((await get('/api/projects/no-such-project/reports')).status).toBe(404);
  });
});

describe('GET /api/reports', () => {
  it('sorts recent by date, pages with offset, and never lists pending or rejected reports', async () => {
    const since = day(200).toISOString();
    const recent = await get(`/api/reports?sort=recent&limit=50&since=${since}`);
    expect(ids(recent.body).filter((i) => !i.startsWith('p'))).toEqual(['d', 'b', 'e', 'c', 'a']);
    expect(ids(recent.body)).not.toContain('pend');
    expect(ids(recent.body)).not.toContain('rej');
    const page2 = await get(`/api/reports?sort=recent&limit=2&offset=2&projectId=${P1}&since=${since}`);
    expect(ids(page2.body)).toEqual(['a']);
    expect(page2.body.total).toBe(3);
  });

  it('trending: most up-votes within the last 3 months by default', async () => {
    const trending = await get(`/api/reports?sort=trending&projectId=${P1}`);
    expect(ids(trending.body)).toEqual(['c', 'b']); // 'a' is 100 days old
    const wider = await get(`/api/reports?sort=trending&projectId=${P1}&since=${day(120).toISOString()}`);
    expect(ids(wider.body)).toEqual(['c', 'a', 'b']);
  });

  it('applies minScore (Top Rated sends 5) and since', async () => {
    const top = await get(`/api/reports?sort=top&minScore=5&projectId=${P1}`);
    expect(ids(top.body)).toEqual(['a', 'c']);
    const since = await get(
      `/api/reports?sort=top&projectId=${P1}&since=${day(20).toISOString().slice(0, 10)}`,
    );
    expect(ids(since.body)).toEqual(['c', 'b']);
  });

  it.each([
    ['sort=best', 'sort'],
    ['limit=0', 'limit'],
    ['offset=-1', 'offset'],
    ['since=yesterday', 'since'],
    ['minScore=-1', 'minScore'],
    ['projectId=a%20b', 'projectId'],
  ])('answers 400 naming the parameter for %s', async (query, field) => {
    const { status, body } = await get(`/api/reports?${query}`);
    expect(status).toBe(400);
    expect(body.fields).toHaveProperty(field);
  });
});

describe('GET /api/reports/summary', () => {
  it('counts published reports, their up-votes and distinct developers', async () => {
    const { status, body } = await get('/api/reports/summary');
    expect(status).toBe(200);
    expect(body).toEqual({ activeReports: 5, totalUpvotes: 14 + 3 + 20 + 9 + 20, developers: 2 });
  });

  it('is computed once per write: the next read after a new report counts it', async () => {
    const before = (await get('/api/reports/summary')).body;
    expect((await get('/api/reports/summary')).body).toEqual(before);
    await kit.store
      .collection(REPORTS)
      .insertOne(report('s', P2, 4, 0, 3, { developerName: 'Lark Estates' }));
    try {
      expect((await get('/api/reports/summary')).body).toEqual({
        activeReports: Number(before.activeReports) + 1,
        totalUpvotes: Number(before.totalUpvotes) + 4,
        developers: Number(before.developers) + 1,
      });
    } finally {
      await kit.store.collection(REPORTS).deleteOne({ _id: `s${run}` });
    }
  });
});

describe('GET /api/reports/search', () => {
  it('finds by project, developer, locality and category, published only', async () => {
    const by = async (q: string) => ids((await get(`/api/reports/search?${q}`)).body).sort();
    expect(await by('project=aster')).toEqual(['a', 'b', 'c']);
    expect(await by('developer=kestrel')).toEqual(['d', 'e']);
    expect(await by('locality=sector%2084')).toEqual(['d', 'e']);
    expect(await by('category=Hidden%20Charges')).toEqual(['d']);
    expect(await by('q=orbit&category=Possession%20Delay')).toEqual(['a', 'b', 'c']);
  });

  it('reads punctuation literally', async () => {
    const { status, body } = await get('/api/reports/search?q=Report%20.');
    expect(status).toBe(200);
    expect(body.total).toBe(0);
  });

  it.each([
    ['project=%24ne', 'project'],
    ['developer=a%7Cb', 'developer'],
    ['locality=' + 'x'.repeat(81), 'locality'],
    ['category=Noise', 'category'],
    ['q=.*', 'q'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const { status, body } = await get(`/api/reports/search?${query}`);
    expect(status).toBe(400);
    expect(body.fields).toHaveProperty(field);
  });
});

describe('GET /api/reports/{id}', () => {
  it('shows a published report with its project slug and our own photo urls only', async () => {
    const { status, body } = await get(`/api/reports/e${run}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      title: 'Report e',
      projectSlug: `birch-${run}`,
      developerName: 'Kestrel Homes',
      location: 'Sector 84, Gurgaon',
      upVotes: 20,
      evidencePhotos: ['/api/files/abc123'],
      myVote: null,
    });
    expect(JSON.stringify(body)).not.toContain('secret-author');
  });

  it.each(['pend', 'rej', 'nope'])('answers 404 for %s', async (id) => {
    expect((await get(`/api/reports/${id}${run}`)).status).toBe(404);
  });

  it('answers 400 naming the id for a malformed one', async () => {
    const { status, body } = await get('/api/reports/a%20b');
    expect(status).toBe(400);
    expect(body.fields).toHaveProperty('id');
  });
});

describe('POST /api/reports/{id}/vote', () => {
  const vote = (id: string, token: string, direction: unknown, key?: string) =>
    kit.post(
      `/api/reports/${id}${run}/vote`,
      { direction },
      {
        ...bearer(token),
        ...(key ? { 'Idempotency-Key': key } : {}),
      },
    );
  const counts = async (res: Response) => {
    expect(res.status).toBe(200);
    return (await res.json()) as { upVotes: number; downVotes: number; score: number; myVote: string | null };
  };

  it('needs a session', async () => {
    const res = await kit.post(`/api/reports/b${run}/vote`, { direction: 'up' });
    expect(res.status).toBe(401);
  });

  it('one vote per user: a repeat adds nothing, a change moves it, none withdraws it', async () => {
    const { token } = await kit.signIn(freshEmail('voter'));
    expect(await counts(await vote('b', token, 'up'))).toEqual({
      upVotes: 4,
      downVotes: 0,
      score: 4,
      myVote: 'up',
    });
    expect((await counts(await vote('b', token, 'up'))).upVotes).toBe(4);
    expect(await counts(await vote('b', token, 'down'))).toMatchObject({
      upVotes: 3,
      downVotes: 1,
      score: 2,
    });
    expect(await counts(await vote('b', token, 'none'))).toMatchObject({
      upVotes: 3,
      downVotes: 0,
      myVote: null,
    });
    const detail = await get(`/api/reports/b${run}`, bearer(token));
    expect(detail.body).toMatchObject({ upVotes: 3, downVotes: 0, score: 3, myVote: null });
  });

  it('a retried request with the same key runs once; the caller sees their vote on the report', async () => {
    const { token } = await kit.signIn(freshEmail('voter'));
    const key = `vote-${run}-retry`;
    const first = await counts(await vote('d', token, 'up', key));
    const again = await vote('d', token, 'up', key);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await counts(again)).toEqual(first);
    expect(first.upVotes).toBe(10);
    expect((await get(`/api/reports/d${run}`, bearer(token))).body.myVote).toBe('up');
    expect((await get(`/api/reports/d${run}`)).body.myVote).toBeNull();
  });

  it('counts every vote of many users voting at once', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => kit.signIn(freshEmail('crowd'))));
    await Promise.all(users.map((u, i) => vote('c', u.token, i % 3 === 0 ? 'down' : 'up')));
    const { body } = await get(`/api/reports/c${run}`);
    expect(body).toMatchObject({ upVotes: 24, downVotes: 15, score: 9 });
  });

  it('answers 404 on unknown, pending and rejected reports', async () => {
    const { token } = await kit.signIn(freshEmail('voter'));
    for (const id of ['nope', 'pend', 'rej']) expect((await vote(id, token, 'up')).status).toBe(404);
  });

  it('answers 400 naming the direction', async () => {
    const { token } = await kit.signIn(freshEmail('voter'));
    const res = await vote('b', token, 'sideways');
    expect(res.status).toBe(400);
    expect(((await res.json()) as Body).fields).toHaveProperty('direction');
  });
});
