import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlyRequest, takeEarlyRequest } from './early-requests';

describe('early requests (started by the entry, taken by the page)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends one request per address and hands it over once', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{"ok":true}')));
    vi.stubGlobal('fetch', fetch);
    void startEarlyRequest('/api/projects/query?limit=20');
    void startEarlyRequest('/api/projects/query?limit=20');
    expect(fetch).toHaveBeenCalledTimes(1);
    const taken = takeEarlyRequest('/api/projects/query?limit=20');
    expect(await (await taken!).json()).toEqual({ ok: true });
    expect(takeEarlyRequest('/api/projects/query?limit=20')).toBeNull();
  });

  it('has nothing for another address', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}'))),
    );
    void startEarlyRequest('/api/projects/query?city=Noida');
    expect(takeEarlyRequest('/api/projects/query?city=Gurgaon')).toBeNull();
    void takeEarlyRequest('/api/projects/query?city=Noida');
  });

  it('drops an answer not taken within 15 s (the page asked for something else)', () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}'))),
    );
    void startEarlyRequest('/api/projects?featured=true');
    vi.advanceTimersByTime(15_001);
    expect(takeEarlyRequest('/api/projects?featured=true')).toBeNull();
  });

  it('a failed request rejects for the taker, not as an unhandled rejection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    void startEarlyRequest('/api/projects/query?offline=1');
    await expect(takeEarlyRequest('/api/projects/query?offline=1')!).rejects.toThrow('Failed to fetch');
  });
});
