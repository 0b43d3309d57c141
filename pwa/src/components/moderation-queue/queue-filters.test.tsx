/**
 * The queue's filters as chips, never raw selects: the "more" filters are labelled chip groups
 * (in a row on a wide screen; the phone's sheet is checked end to end in moderation.spec.ts),
 * each tap writes the URL, a filter with `when` shows (and counts) only when it applies.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueueFilters, type QueueFilterDef, useQueueParams } from './queue-filters';

const DEFS: readonly QueueFilterDef[] = [
  {
    name: 'status',
    label: 'Status',
    kind: 'chips',
    defaultValue: 'pending',
    options: [
      { value: 'pending', label: 'Pending' },
      { value: 'live', label: 'Live' },
    ],
  },
  {
    name: 'stale',
    label: 'Unconfirmed past freshness',
    kind: 'toggle',
    options: [{ value: 'true', label: 'Yes' }],
    when: (v) => v.status === 'live',
  },
  {
    name: 'kind',
    label: 'Kind',
    kind: 'more',
    options: [
      { value: '', label: 'All kinds' },
      { value: 'rent', label: 'Rent' },
    ],
  },
];

function Harness() {
  const { values, set } = useQueueParams(DEFS);
  const location = useLocation();
  return (
    <>
      <QueueFilters defs={DEFS} values={values} onChange={set} />
      <output data-testid="url">{location.search}</output>
    </>
  );
}

const wide = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(min-width: 768px)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

afterEach(() => vi.unstubAllGlobals());

describe('QueueFilters', () => {
  it('shows the more filters as labelled chip groups, no select, and writes the URL', async () => {
    wide();
    const user = userEvent.setup();
    const { container } = render(
      <MemoryRouter initialEntries={['/admin/listings']}>
        <Harness />
      </MemoryRouter>,
    );
    expect(container.querySelector('select')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More filters', expanded: false }));
    const kind = screen.getByRole('group', { name: 'Kind' });
    expect(within(kind).getByRole('button', { name: 'All kinds', pressed: true })).toBeTruthy();
    await user.click(within(kind).getByRole('button', { name: 'Rent' }));
    expect(screen.getByTestId('url').textContent).toBe('?kind=rent');
    expect(within(kind).getByRole('button', { name: 'Rent', pressed: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'More filters (1)', expanded: true })).toBeTruthy();
  });

  it('offers the stale toggle only with Live, and drops it from the filters otherwise', async () => {
    wide();
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/admin/listings?stale=true']}>
        <Harness />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: 'Unconfirmed past freshness' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Live' }));
    expect(screen.getByRole('button', { name: 'Unconfirmed past freshness', pressed: true })).toBeTruthy();
  });
});
