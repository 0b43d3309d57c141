import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheInfo, getFresh, postFresh, readStored, writeStored } from './fresh-fetch';

const headers = (h: Record<string, string>) => new Headers(h);

describe('cacheInfo', () => {
  const now = Date.parse('2026-01-10T10:00:00Z');
  it('trusts an explicit cache mark from the service worker', () => {
    const info = cacheInfo(
      headers({ 'x-propai-cache': 'hit', 'x-propai-cached-at': '2026-01-09T10:00:00Z' }),
      now,
      true,
    );
    expect(info).toEqual({ fromCache: true, fetchedAt: Date.parse('2026-01-09T10:00:00Z') });
  });
  it('reads an old Date header as a cached copy', () => {
    const info = cacheInfo(headers({ date: 'Fri, 09 Jan 2026 10:00:00 GMT' }), now, true);
    expect(info.fromCache).toBe(true);
    expect(info.fetchedAt).toBe(Date.parse('2026-01-09T10:00:00Z'));
  });
  it('takes a recent Date online as fresh', () => {
    expect(cacheInfo(headers({ date: new Date(now - 2000).toUTCString() }), now, true).fromCache).toBe(false);
  });
  it('says not fresh whenever the device is offline', () => {
    const info = cacheInfo(headers({ date: new Date(now - 2000).toUTCString() }), now, false);
    expect(info.fromCache).toBe(true);
  });
});

/** localStorage with a size limit in characters, like a browser's quota. */
function fakeStorage(quotaChars: number) {
  const map = new Map<string, string>();
  const used = () => [...map].reduce((n, [k, v]) => n + k.length + v.length, 0);
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    removeItem: (k: string) => void map.delete(k),
    setItem: (k: string, v: string) => {
      const before = map.get(k);
      map.set(k, v);
      if (used() > quotaChars) {
        if (before === undefined) map.delete(k);
        else map.set(k, before);
        throw new DOMException('full', 'QuotaExceededError');
      }
    },
  };
}

describe('last good answers', () => {
  let storage: ReturnType<typeof fakeStorage>;
  beforeEach(() => {
    storage = fakeStorage(1_000_000);
    vi.stubGlobal('localStorage', storage);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps at most 50, dropping the least recently used', () => {
    for (let i = 0; i < 50; i += 1) writeStored(`/api/x?i=${i}`, { i }, i);
    expect(readStored('/api/x?i=0')).toEqual({ at: 0, data: { i: 0 } }); // now recently used
    writeStored('/api/x?i=50', { i: 50 }, 50);
    expect(readStored('/api/x?i=1')).toBeNull();
    expect(readStored('/api/x?i=0')).not.toBeNull();
    expect([...storage.map.keys()].filter((k) => k.startsWith('propai:last:'))).toHaveLength(50);
  });

  it('frees the older half of its copies when the quota is full, never throws', () => {
    storage = fakeStorage(2_000);
    vi.stubGlobal('localStorage', storage);
    storage.setItem('other-app-key', 'kept');
    const payload = 'x'.repeat(300);
    for (let i = 0; i < 8; i += 1) expect(() => writeStored(`/api/p${i}`, payload, i)).not.toThrow();
    expect(readStored('/api/p7')).toEqual({ at: 7, data: payload });
    expect(storage.getItem('other-app-key')).toBe('kept');
  });
});

describe('postFresh (a read that takes a body)', () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', fakeStorage(1_000_000));
    vi.stubGlobal('navigator', { onLine: true });
  });
  afterEach(() => vi.unstubAllGlobals());

  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', Date: new Date().toUTCString() },
    });

  it('POSTs the body, keeps the answer per body, and shows that copy when the server or network fails', async () => {
    const seen: RequestInit[] = [];
    const replies = [
      answer(200, { picks: 3 }),
      answer(503, { error: 'down' }),
      Promise.reject(new TypeError('offline')),
    ];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      seen.push(init);
      return Promise.resolve(replies.shift());
    });
    const survey = { budget: '100-200' };
    const fresh = await postFresh<{ picks: number }>('/survey/shortlist', survey);
    expect(fresh).toMatchObject({ data: { picks: 3 }, fromCache: false });
    expect(seen[0]).toMatchObject({ method: 'POST', body: JSON.stringify(survey) });
    expect(await postFresh('/survey/shortlist', survey)).toMatchObject({
      data: { picks: 3 },
      fromCache: true,
    });
    expect(await postFresh('/survey/shortlist', survey)).toMatchObject({
      data: { picks: 3 },
      fromCache: true,
    });
  });

  it('keeps the copy after the answer has reached the page, as the same JSON the server sent', async () => {
    const storage = fakeStorage(1_000_000);
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('fetch', () => Promise.resolve(answer(200, { items: [{ id: 'p1', name: 'Indigo' }] })));
    const fresh = await getFresh<{ items: unknown[] }>('/projects', { city: 'Noida' });
    expect(fresh.fromCache).toBe(false);
    // Not written in the task that hands the answer over: the render comes first.
    expect([...storage.map.keys()].some((k) => k.startsWith('propai:last:'))).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const key = [...storage.map.keys()].find((k) => k.startsWith('propai:last:'));
    expect(key).toBe('propai:last:/api/projects?city=Noida');
    expect(JSON.parse(storage.map.get(key!)!)).toEqual({
      at: fresh.fetchedAt,
      data: { items: [{ id: 'p1', name: 'Indigo' }] },
    });
  });

  it('never shows the copy of another question, and says why it failed', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(answer(400, { error: 'bad', message: 'Choose a budget.' })));
    await expect(postFresh('/survey/shortlist', { budget: 'x' })).rejects.toMatchObject({
      status: 400,
      message: 'Choose a budget.',
    });
  });
});
