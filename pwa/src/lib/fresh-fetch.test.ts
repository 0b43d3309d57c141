import { describe, expect, it } from 'vitest';
import { cacheInfo } from './fresh-fetch';

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
