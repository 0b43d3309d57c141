import { describe, expect, it } from 'vitest';
import { isCachedApiRead, isFramedNavigation, isImageRequest, isKeyedWrite } from './route-matchers.js';

const origin = 'https://propai.test';
const at = (path: string, base = origin) => new URL(path, base);
const req = (method: string, destination = '', headers: Record<string, string> = {}, mode = 'cors') => ({
  method,
  destination,
  mode,
  headers: new Headers(headers),
});
const navigation = () => req('GET', 'document', {}, 'navigate');

describe('route matchers', () => {
  it('caches same-origin API reads except files, auth and the data export', () => {
    expect(isCachedApiRead(at('/api/health'), req('GET'), origin)).toBe(true);
    expect(isCachedApiRead(at('/api/listings?city=Noida'), req('GET'), origin)).toBe(true);
    expect(isCachedApiRead(at('/api/files/abc'), req('GET'), origin)).toBe(false);
    expect(isCachedApiRead(at('/api/auth/session'), req('GET'), origin)).toBe(false);
    expect(isCachedApiRead(at('/api/account/export'), req('GET'), origin)).toBe(false);
    expect(isCachedApiRead(at('/api/account/notification-preferences'), req('GET'), origin)).toBe(true);
    expect(isCachedApiRead(at('/api/listings'), req('POST'), origin)).toBe(false);
    expect(isCachedApiRead(at('/api/x', 'https://other.test'), req('GET'), origin)).toBe(false);
    expect(isCachedApiRead(at('/explore'), req('GET'), origin)).toBe(false);
  });

  it('never caches the project editors’ admin reads (issue 19)', () => {
    expect(isCachedApiRead(at('/api/projects/p1/admin/snapshot'), req('GET'), origin)).toBe(false);
    expect(
      isCachedApiRead(at('/api/projects/aravali-heights/admin/history?limit=5'), req('GET'), origin),
    ).toBe(false);
    expect(isCachedApiRead(at('/api/admin/projects?page=2'), req('GET'), origin)).toBe(false);
    // The public project page and its sections stay cached for offline reading.
    expect(isCachedApiRead(at('/api/projects/p1'), req('GET'), origin)).toBe(true);
    expect(isCachedApiRead(at('/api/projects/p1/modern-details'), req('GET'), origin)).toBe(true);
  });

  it('treats uploaded files and any image as an image', () => {
    expect(isImageRequest(at('/api/files/abc'), req('GET'), origin)).toBe(true);
    expect(isImageRequest(at('/tiles/1/2/3.png', 'https://tiles.test'), req('GET', 'image'), origin)).toBe(
      true,
    );
    expect(isImageRequest(at('/api/listings'), req('GET', 'image'), origin)).toBe(false);
    expect(isImageRequest(at('/api/files/abc'), req('DELETE'), origin)).toBe(false);
  });

  it('routes only keyed same-origin API writes through the request-retry queue', () => {
    const key = { 'Idempotency-Key': 'k1' };
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(isKeyedWrite(at('/api/listings'), req(method, '', key), origin)).toBe(true);
    }
    expect(isKeyedWrite(at('/api/listings'), req('POST'), origin)).toBe(false);
    expect(isKeyedWrite(at('/api/listings'), req('GET', '', key), origin)).toBe(false);
    expect(isKeyedWrite(at('/api/x', 'https://other.test'), req('POST', '', key), origin)).toBe(false);
  });

  it('leaves writes of the outbox (lib/outbox) alone, so a listing is never queued twice', () => {
    const headers = { 'Idempotency-Key': 'k1', 'X-Outbox-Bypass': '1' };
    expect(isKeyedWrite(at('/api/upload'), req('POST', '', headers), origin)).toBe(false);
    expect(isKeyedWrite(at('/api/commercial-listings'), req('POST', '', headers), origin)).toBe(false);
  });

  it('asks the network first only when opening a page the server paints a first frame for', () => {
    const framed = [
      '/',
      '/explore',
      '/explore-projects',
      '/explore?city=Noida',
      '/browse/listings',
      '/projects/aravali-heights',
      '/listing/3bhk-sector-45-abc',
      '/user-property/u1',
      '/reports',
      '/reports/',
      '/reports/r_123',
      '/insights',
      '/post-pg',
      '/blogs/rera-explained',
    ];
    for (const path of framed) expect(isFramedNavigation(at(path), navigation(), origin), path).toBe(true);

    const shellFirst = ['/saved', '/admin', '/post-property', '/compare', '/projects/a/b', '/api/listings'];
    for (const path of shellFirst)
      expect(isFramedNavigation(at(path), navigation(), origin), path).toBe(false);
    // Only navigations: the app's own fetches and other origins are never answered with a page.
    expect(isFramedNavigation(at('/explore'), req('GET'), origin)).toBe(false);
    expect(isFramedNavigation(at('/explore', 'https://other.test'), navigation(), origin)).toBe(false);
  });
});
