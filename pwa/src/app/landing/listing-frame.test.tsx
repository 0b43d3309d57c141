/**
 * The light frame of a listing page (listing-frame.tsx): it renders from the answer the page's
 * HTML carries without reading the listing again, has no Ionic in it, and hands over to the full
 * app for what only the full app has (a sheet, a new page), passing the sheet asked for.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
// Loaded up front: the frame's favourites and session code open the local database lazily.
import { db } from '../../db/db';
import { takeSheetRequest } from '../../features/listings/actions/sheet-request';
import type { ListingDetailView } from '../../features/listings/api/detail-extras';
import { EMBEDDED_ANSWER_ID } from '../../lib/embedded-answer';
import { useSessionStore } from '../../lib/session/session-store';
import { ListingFrame } from './listing-frame';

const listing: ListingDetailView = {
  id: 'l1',
  url: '/user-property/l1',
  title: '3 BHK apartment in Sector 62',
  category: 'sale',
  listingType: 'Sell',
  city: 'Noida',
  locality: 'Sector 62',
  price: 5_000_000,
  areaSqft: 1200,
  highlights: [],
  amenities: [],
  photos: ['/api/files/65f0c0ffee0000000000abcd'],
  floorPlans: [],
  verified: false,
  freshness: {
    listedAt: '2026-11-01T00:00:00.000Z',
    availableAsOf: '2026-11-01T00:00:00.000Z',
    stale: false,
    staleAfterDays: 60,
  },
  availability: 'available',
  viewer: { isAuthor: false, canEdit: false },
  project: null,
};

const reads: string[] = [];

beforeAll(() => {
  // What api/src/routes/listings/listing-page.ts puts in the page.
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = EMBEDDED_ANSWER_ID;
  script.textContent = JSON.stringify({ url: '/api/listings/l1', fetchedAt: Date.now(), data: listing });
  document.body.append(script);
});

function serveApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
      reads.push(url.pathname);
      const body =
        url.pathname === '/api/listings/l1' ? listing : { error: 'not_found', message: 'Not found' };
      return Promise.resolve(
        new Response(JSON.stringify(body), {
          status: url.pathname === '/api/listings/l1' ? 200 : 404,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
}

function open(onLeave = vi.fn()) {
  const view = render(
    <MemoryRouter initialEntries={['/user-property/l1']}>
      <ListingFrame onLeave={onLeave} handoverFailed={false} />
    </MemoryRouter>,
  );
  return { onLeave, view };
}

afterAll(() => db.close());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null, token: null, status: 'signed-out' });
});

describe('the light frame of a listing page', () => {
  it('renders the embedded answer at once, reads the listing no second time, and has no Ionic', async () => {
    serveApi();
    useSessionStore.setState({ user: null, token: null, status: 'signed-out' });
    const { view, onLeave } = open();
    // Ready on the first render: no loading state, the price and EMI are there.
    expect(screen.getByRole('heading', { level: 1, name: listing.title })).toBeTruthy();
    expect(screen.getByTestId('detail-price').textContent).toBe('₹50.0 L');
    expect(screen.getByTestId('emi')).toBeTruthy();
    await act(async () => {
      await new Promise((r) => requestAnimationFrame(r));
    });
    expect(reads).not.toContain('/api/listings/l1');
    // It was kept as the offline copy, like a network answer.
    expect(localStorage.getItem('propai:last:/api/listings/l1')).toContain(listing.title);
    expect(view.container.querySelector('[data-light-frame="listing"]')).toBeTruthy();
    expect([...view.container.querySelectorAll('*')].some((el) => el.tagName.startsWith('ION-'))).toBe(false);
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('signed in: Contact hands over and asks the full app for the contact sheet', async () => {
    serveApi();
    const user = { id: 'u1', name: 'Asha', email: 'asha@example.com', role: 'user' as const };
    useSessionStore.setState({ user, token: 'tok', status: 'signed-in' });
    const { onLeave } = open();
    await userEvent.click(await screen.findByTestId('contact-button'));
    expect(onLeave).toHaveBeenCalled();
    expect(takeSheetRequest('l1')).toBe('contact');
    expect(takeSheetRequest('l1')).toBeNull(); // once
  });

  it('signed out: a Report tap goes to sign in, which hands over, and no sheet is asked for', async () => {
    serveApi();
    useSessionStore.setState({ user: null, token: null, status: 'signed-out' });
    const { onLeave } = open();
    await userEvent.click(await screen.findByTestId('report-button'));
    expect(onLeave).toHaveBeenCalled();
    expect(takeSheetRequest('l1')).toBeNull();
  });
});
