/**
 * The saved-search list: rename, pause/resume and delete show at once; a refused change puts the
 * old value back and says why (the server's field message).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import type { SavedSearch } from '../../../lib/saved-searches/saved-searches-api';
import { SavedSearchList, type SavedSearchActions } from './saved-search-list';

const search = (id: string, name: string, extra: Partial<SavedSearch> = {}): SavedSearch => ({
  id,
  name,
  kind: 'listings',
  url: `/search?type=rent&city=${id}`,
  filters: { category: 'rent' },
  active: true,
  fromSurvey: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastAlertAt: null,
  ...extra,
});

/** Actions that record their calls and answer as told. */
function fakeServer(fail = false) {
  const calls: string[] = [];
  const answer = (call: string) => {
    calls.push(call);
    return fail
      ? Promise.reject(
          new ApiError(400, {
            error: 'validation_failed',
            message: 'Invalid request',
            fields: { name: 'Enter a name of 1 to 60 characters.' },
          }),
        )
      : Promise.resolve({});
  };
  const actions: SavedSearchActions = {
    rename: (id, name) => answer(`rename ${id} ${name}`),
    setActive: (id, active) => answer(`active ${id} ${active}`),
    remove: (id) => answer(`delete ${id}`),
  };
  return { calls, actions };
}

const renderList = (items: SavedSearch[], actions: SavedSearchActions) =>
  render(
    <MemoryRouter>
      <SavedSearchList initial={items} actions={actions} />
    </MemoryRouter>,
  );

describe('SavedSearchList', () => {
  it('says what to do when there are none', () => {
    renderList([], fakeServer().actions);
    expect(screen.getByTestId('saved-searches-empty').textContent).toMatch(/Save this search/);
  });

  it('renames, pauses, resumes and deletes, showing each change at once', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    renderList(
      [
        search('a', 'Rentals in Gurgaon'),
        search('b', 'My survey preferences', { fromSurvey: true, kind: 'projects' }),
      ],
      server.actions,
    );
    const [first, second] = screen.getAllByTestId('saved-search');
    expect(within(first!).getByRole('link', { name: 'Rentals in Gurgaon' }).getAttribute('href')).toBe(
      '/search?type=rent&city=a',
    );
    expect(second!.textContent).toMatch(/Projects · from your survey/);

    await user.click(within(first!).getByRole('button', { name: 'Rename Rentals in Gurgaon' }));
    const input = within(first!).getByRole('textbox');
    await user.clear(input);
    await user.type(input, 'Sector 45 rentals{Enter}');
    expect(within(first!).getByRole('link', { name: 'Sector 45 rentals' })).toBeTruthy();

    await user.click(within(first!).getByRole('button', { name: 'Pause alerts' }));
    expect(within(first!).getByText('Paused')).toBeTruthy();
    await user.click(within(first!).getByRole('button', { name: 'Resume alerts' }));
    expect(within(first!).getByText('Alerts on')).toBeTruthy();

    await user.click(within(second!).getByRole('button', { name: 'Delete My survey preferences' }));
    expect(screen.getAllByTestId('saved-search')).toHaveLength(1);
    expect(server.calls).toEqual([
      'rename a Sector 45 rentals',
      'active a false',
      'active a true',
      'delete b',
    ]);
  });

  it('puts the old value back with the reason when the server refuses', async () => {
    const user = userEvent.setup();
    renderList([search('a', 'Rentals in Gurgaon')], fakeServer(true).actions);
    await user.click(screen.getByRole('button', { name: 'Pause alerts' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Enter a name of 1 to 60 characters.'),
    );
    expect(screen.getByText('Alerts on')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete Rentals in Gurgaon' }));
    await waitFor(() => expect(screen.getAllByTestId('saved-search')).toHaveLength(1));
  });

  it('refuses a blank name without asking the server', async () => {
    const user = userEvent.setup();
    const server = fakeServer();
    renderList([search('a', 'Rentals in Gurgaon')], server.actions);
    await user.click(screen.getByRole('button', { name: 'Rename Rentals in Gurgaon' }));
    await user.clear(screen.getByRole('textbox'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a name of 1 to 60 characters.');
    expect(server.calls).toEqual([]);
  });
});
