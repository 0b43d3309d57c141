import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, WriteQueuedError, api, apiSend, apiUrl, setTokenSource } from './api-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let events: string[];

beforeEach(() => {
  events = [];
  const target = new EventTarget();
  target.addEventListener('auth:unauthorized', (e) => events.push(e.type));
  vi.stubGlobal('window', target);
  setTokenSource(() => null);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiUrl', () => {
  it('prefixes /api once and adds the query', () => {
    expect(apiUrl('/projects/query', { city: 'Noida', page: 2, empty: '', none: undefined })).toBe(
      '/api/projects/query?city=Noida&page=2',
    );
    expect(apiUrl('/api/auth/me')).toBe('/api/auth/me');
    expect(apiUrl('auth/me')).toBe('/api/auth/me');
  });
});

describe('apiRequest', () => {
  it('sends JSON with the bearer token when a session exists', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(json(200, { ok: true })));
    vi.stubGlobal('fetch', fetchMock);
    setTokenSource(() => 'tok');
    await expect(api.post('/survey/submit', { a: 1 })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/survey/submit');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok', 'Content-Type': 'application/json' });
  });

  it('sends no Authorization header without a session', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(json(200, {})));
    vi.stubGlobal('fetch', fetchMock);
    await api.get('/health');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('parses the API error shape into ApiError', async () => {
    const body = {
      error: 'validation_failed',
      message: 'Invalid request.',
      fields: { email: 'Enter a valid email address.' },
    };
    vi.stubGlobal('fetch', () => Promise.resolve(json(400, body)));
    const error = await api.post('/auth/email/request-otp', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Invalid request.',
      fields: body.fields,
    });
    expect(events).toEqual([]);
  });

  it("fires 'auth:unauthorized' on 401", async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(json(401, { error: 'unauthorized', message: 'Sign in to continue.' })),
    );
    await expect(api.get('/auth/me')).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(events).toEqual(['auth:unauthorized']);
  });

  it('turns a non-JSON error and a network failure into ApiError', async () => {
    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response('<html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(api.get('/x')).rejects.toMatchObject({
      status: 502,
      code: 'http_error',
      message: 'Bad Gateway',
    });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});

describe('a write queued by the service worker', () => {
  // What service-worker/src/request-retry-queue.ts answers when an Idempotency-Key write could not be sent.
  const queued = () =>
    new Response(JSON.stringify({ queued: true }), {
      status: 202,
      headers: { 'Content-Type': 'application/json', 'X-Outbox': 'queued' },
    });
  const write = { method: 'POST', body: { a: 1 }, headers: { 'Idempotency-Key': 'k-1' } } as const;

  it('apiSend returns a typed "queued" result, not the worker\'s body as data', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(queued()));
    await expect(apiSend('/auth/logout', write)).resolves.toEqual({ queued: true, idempotencyKey: 'k-1' });
  });

  it("apiRequest refuses to pass the worker's answer off as the server's", async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(queued()));
    const error = await api
      .post('/x', { a: 1 }, { headers: { 'Idempotency-Key': 'k-2' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WriteQueuedError);
    expect((error as WriteQueuedError).queued).toEqual({ queued: true, idempotencyKey: 'k-2' });
  });

  it("a server's own 202 (no X-Outbox header) is its answer", async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(json(202, { accepted: true })));
    await expect(apiSend('/x', write)).resolves.toEqual({ queued: false, data: { accepted: true } });
  });
});
