/**
 * /my-properties against the API's answers (fetch stubbed at the network edge): a linked booking
 * shows its project, the towers' mean progress, the possession delay and the newest alerts; no links
 * shows how to link one.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store';
import MyPropertiesPage from './my-properties-page';

function serve(answers: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
      const body = answers[url.pathname];
      return Promise.resolve(
        new Response(JSON.stringify(body ?? { error: 'not_found', message: 'Not found' }), {
          status: body ? 200 : 404,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
}

function open() {
  render(
    <MemoryRouter initialEntries={['/my-properties']}>
      <MyPropertiesPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  const user = { id: 'u-myp', name: 'Asha', email: 'asha@example.com', role: 'user' as const };
  useSessionStore.setState({ user, token: 'tok', status: 'signed-in' });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null, token: null, status: 'signed-out' });
});

describe('/my-properties', () => {
  it('shows a linked home with its construction progress, possession delay and newest alerts', async () => {
    serve({
      '/api/subscriptions/booking-links': {
        items: [{ projectId: 'p1', bookingId: 'ALLOT-10000', linkedAt: '2026-11-01T10:00:00.000Z' }],
      },
      '/api/projects/p1': {
        id: 'p1',
        slug: 'aster-square',
        name: 'Aster Square',
        city: 'Delhi',
        locality: 'Dwarka',
      },
      '/api/projects/p1/construction': {
        status: 'Under Construction',
        towers: [
          { name: 'A', progressPct: 50 },
          { name: 'B', progressPct: 38 },
        ],
        meta: { currentPhase: { phase: 'Structure' } },
        possession: { promised: '2026-06-30', revised: '2027-03-31' },
      },
      '/api/projects/p1/alerts': {
        items: [
          { type: 'LEGAL', title: 'High Court case pending', date: '2026-10-02' },
          { type: 'DELAY', title: 'Possession revised', date: '2026-09-01' },
          { type: 'DELAY', title: 'Older alert', date: '2026-01-01' },
        ],
      },
    });
    open();
    const card = await screen.findByTestId('my-property');
    expect((await screen.findByRole('link', { name: 'Aster Square' })).getAttribute('href')).toBe(
      '/projects/aster-square',
    );
    expect(card.textContent).toContain('Booking ALLOT-10000');
    expect((await screen.findByRole('progressbar')).getAttribute('aria-valuenow')).toBe('44');
    expect(card.textContent).toContain('mean of 2 towers · Structure');
    expect(card.textContent).toContain('Possession Mar 2027 (promised Jun 2026: 9 months late)');
    expect(await screen.findByText('3 alerts')).toBeTruthy();
    expect(card.textContent).toContain('High Court case pending');
    expect(card.textContent).not.toContain('Older alert');
  });

  it('without a linked booking, says how to link one', async () => {
    serve({ '/api/subscriptions/booking-links': { items: [] } });
    open();
    expect((await screen.findByTestId('my-properties-empty')).textContent).toContain('Link Booking ID');
  });
});
