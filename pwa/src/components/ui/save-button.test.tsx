import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { db } from '../../db/db';
import { takeSaveAfterSignIn, useFavoritesStore } from '../../lib/favorites/favorites-state';
import { useSessionStore } from '../../lib/session/session-store';
import { SaveButton } from './save-button';

function Login() {
  const location = useLocation();
  return <p data-testid="login-at">{location.pathname + location.search}</p>;
}

/** The heart on a card, inside the card's link (the wrapper would navigate if the tap leaked). */
function renderAt(entry: string) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route
          path="/browse/listings"
          element={
            <div onClick={() => window.dispatchEvent(new Event('card-opened'))}>
              <SaveButton type="listing" id="L1" name="2 BHK in Sector 62" />
              <SaveButton type="listing" id="L1" name="2 BHK in Sector 62" variant="button" />
            </div>
          }
        />
        <Route path="/login" element={<Login />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(async () => {
  useSessionStore.setState({ user: null, token: null, status: 'signed-out' });
  useFavoritesStore.setState({ userId: null, keys: new Set(), loaded: true, changedHere: new Map() });
  await db.queuedWrites.clear();
  await db.shortlist.clear();
});

describe('SaveButton', () => {
  it('signed out: names the thing, is not pressed, and a tap goes to /login?next={this page and query}', async () => {
    useSessionStore.setState({ user: null, token: null, status: 'signed-out' });
    renderAt('/browse/listings?city=Noida&bhk=2');
    const [heart] = screen.getAllByRole('button', { name: 'Save 2 BHK in Sector 62' });
    expect(heart!.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(heart!);
    expect(screen.getByTestId('login-at').textContent).toBe(
      `/login?next=${encodeURIComponent('/browse/listings?city=Noida&bhk=2')}`,
    );
    // The save asked for is kept for after sign-in, read once, and forgotten after 30 minutes.
    expect(takeSaveAfterSignIn()).toEqual({ type: 'listing', id: 'L1' });
    expect(takeSaveAfterSignIn()).toBeNull();
  });

  it('a save asked for while signed out is forgotten after 30 minutes', () => {
    sessionStorage.setItem(
      'propai:save-after-sign-in',
      JSON.stringify({ type: 'listing', id: 'L1', at: Date.now() - 31 * 60_000 }),
    );
    expect(takeSaveAfterSignIn()).toBeNull();
  });

  it('signed in: a tap saves at once (both hearts of the thing agree), queues the write, and does not open the card', async () => {
    let opened = 0;
    const onOpen = () => (opened += 1);
    window.addEventListener('card-opened', onOpen);
    const user = { id: 'u1', name: 'Asha', email: 'asha@example.com', role: 'user' as const };
    useSessionStore.setState({ user, token: 'tok', status: 'signed-in' });
    useFavoritesStore.setState({ userId: 'u1', keys: new Set(), loaded: true, changedHere: new Map() });
    renderAt('/browse/listings');
    const [heart] = screen.getAllByRole('button', { name: 'Save 2 BHK in Sector 62' });
    await userEvent.click(heart!);
    const pressed = screen.getAllByRole('button', { name: 'Remove 2 BHK in Sector 62 from saved' });
    expect(pressed.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'true']);
    expect(pressed.map((b) => b.textContent)).toEqual(['', 'Saved']);
    expect(opened).toBe(0);
    await waitFor(async () =>
      expect((await db.queuedWrites.get('favorite:u1:listing:L1'))?.body).toEqual({
        type: 'listing',
        id: 'L1',
        saved: true,
      }),
    );
    window.removeEventListener('card-opened', onOpen);
  });
});
