import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

describe('session store', () => {
  beforeAll(() => {
    vi.stubGlobal('window', new EventTarget());
  });

  it('loads the stored session, exposes roles, and signs out on 401', async () => {
    const { saveSession, loadSession } = await import('../../db/session-repo');
    await saveSession('tok-1', { id: 'u1', name: 'Asha Rao', email: 'asha@example.com', role: 'admin' });
    const { startSession, useSessionStore, selectSignedIn, selectIsAdmin } = await import('./session-store');
    const { apiUrl } = await import('../api-client');
    expect(apiUrl('/x')).toBe('/api/x');

    startSession(() => Promise.resolve());
    await waitFor(() => useSessionStore.getState().status === 'signed-in');
    expect(selectSignedIn(useSessionStore.getState())).toBe(true);
    expect(selectIsAdmin(useSessionStore.getState())).toBe(true);
    expect(useSessionStore.getState().token).toBe('tok-1');

    window.dispatchEvent(new Event('auth:unauthorized'));
    await waitFor(() => useSessionStore.getState().status === 'signed-out');
    expect(useSessionStore.getState().token).toBeNull();
    let stored = await loadSession();
    for (let i = 0; i < 50 && stored; i += 1) stored = await loadSession();
    expect(stored).toBeNull();

    // The sign-in flow stores a session and announces it; the store re-reads it.
    await saveSession('tok-2', { id: 'u2', name: 'Ravi', email: 'ravi@example.com', role: 'user' });
    window.dispatchEvent(new Event('auth:login'));
    await waitFor(() => useSessionStore.getState().token === 'tok-2');
    expect(selectIsAdmin(useSessionStore.getState())).toBe(false);

    window.dispatchEvent(new Event('auth:logout'));
    await waitFor(() => useSessionStore.getState().status === 'signed-out');
  });
});
