/**
 * The shared moderation queue with an in-memory adapter (the queue's only input): rows, selection
 * and bulk decisions with per-item results, the side panel with its required reason, and keyboard
 * closing. The pages' adapters talk to the real API in the e2e suite (tests/e2e/moderation.spec.ts).
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ModerationQueue } from './moderation-queue';
import type { BulkAction, QueueAdapter } from './queue-types';

type Item = { id: string; title: string; city: string };

function memoryAdapter(items: Item[]) {
  const calls: string[] = [];
  const adapter: QueueAdapter<Item> = {
    noun: { one: 'listing', many: 'listings' },
    load: (page) => Promise.resolve({ items, total: items.length, page, pages: 1 }),
    titleOf: (i) => i.title,
    photosOf: () => [],
    meta: (i) => <span>{i.city}</span>,
    details: (i) => <p>All about {i.title}</p>,
    approve: (id) => Promise.resolve(calls.push(`approve ${id}`)),
    reject: (id, reason) => Promise.resolve(calls.push(`reject ${id}: ${reason}`)),
    bulk: (ids: string[], action: BulkAction, reason?: string) => {
      calls.push(`bulk ${action} ${ids.join(',')}${reason ? `: ${reason}` : ''}`);
      // The second id fails, as a listing another admin deleted would.
      return Promise.resolve(
        ids.map((id, n) => (n === 1 ? { id, ok: false, error: 'Listing not found.' } : { id, ok: true })),
      );
    },
    approvedText: (i) => `Approved “${i.title}”.`,
    rejectedText: (i) => `Rejected “${i.title}”.`,
    reasonRequired: 'Enter a reason for the rejection.',
    emptyText: 'Nothing here.',
    loadError: 'Could not load.',
  };
  return { adapter, calls };
}

const ITEMS: Item[] = [
  { id: 'a', title: 'Flat A', city: 'Noida' },
  { id: 'b', title: 'Flat B', city: 'Delhi' },
  { id: 'c', title: 'Flat C', city: 'Gurgaon' },
];

const renderQueue = (adapter: QueueAdapter<Item>) =>
  render(<ModerationQueue adapter={adapter} countLabel={(n) => `${n} pending`} />);

describe('ModerationQueue', () => {
  it('selects rows and bulk-approves them; a failed item stays, named with its error', async () => {
    const { adapter, calls } = memoryAdapter(ITEMS);
    renderQueue(adapter);
    expect(await screen.findByText('3 pending')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Flat A' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Flat B' }));
    const bar = screen.getByRole('region', { name: 'Selected' });
    expect(within(bar).getByText(/2 listings selected/)).toBeTruthy();
    await userEvent.click(within(bar).getByRole('button', { name: 'Approve 2' }));
    expect(calls).toEqual(['bulk approve a,b']);
    expect(await screen.findByText('Approved 1 listing.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Flat B: Listing not found.');
    expect(screen.queryByRole('checkbox', { name: 'Select Flat A' })).toBeNull();
    expect(screen.getByText('2 pending')).toBeTruthy();
    // The failed one is still selected, ready for another try.
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Select Flat B' }).checked).toBe(true);
  });

  it('bulk reject asks for the reason first, then sends it with every id', async () => {
    const { adapter, calls } = memoryAdapter(ITEMS);
    renderQueue(adapter);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    const bar = screen.getByRole('region', { name: 'Selected' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Reject 3' }));
    expect(within(bar).getByRole('alert').textContent).toBe('Enter a reason for the rejection.');
    expect(calls).toEqual([]);
    await userEvent.type(within(bar).getByLabelText('Reason for rejecting 3 listings'), 'Duplicate posts');
    await userEvent.click(within(bar).getByRole('button', { name: 'Reject 3' }));
    expect(calls).toEqual(['bulk reject a,b,c: Duplicate posts']);
  });

  it('opens the side panel from the title, rejects there with a required reason, closes on Escape', async () => {
    const { adapter, calls } = memoryAdapter(ITEMS);
    renderQueue(adapter);
    await userEvent.click(await screen.findByRole('button', { name: 'Flat C' }));
    const panel = screen.getByRole('complementary', { name: 'Details of Flat C' });
    expect(within(panel).getByText('All about Flat C')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Flat C');
    await userEvent.click(within(panel).getByRole('button', { name: 'Reject' }));
    expect(within(panel).getByRole('alert').textContent).toBe('Enter a reason for the rejection.');
    await userEvent.type(within(panel).getByLabelText('Reason for rejecting Flat C'), 'Wrong city');
    await userEvent.click(within(panel).getByRole('button', { name: 'Reject' }));
    expect(calls).toEqual(['reject c: Wrong city']);
    expect(await screen.findByText('Rejected “Flat C”.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Flat C' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Flat A' }));
    expect(screen.getByRole('complementary', { name: 'Details of Flat A' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('complementary', { name: 'Details of Flat A' })).toBeNull();
  });

  it('leaves Approve out where it would change nothing and offers the extra action in the panel', async () => {
    const { adapter, calls } = memoryAdapter(ITEMS);
    const live: QueueAdapter<Item> = {
      ...adapter,
      canApprove: (i) => i.id !== 'a',
      extraAction: (i) =>
        i.id === 'a'
          ? { label: 'Dismiss reports', run: () => Promise.resolve(`Dismissed ${calls.push('dismiss a')}`) }
          : null,
    };
    renderQueue(live);
    await userEvent.click(await screen.findByRole('button', { name: 'Flat A' }));
    const panel = screen.getByRole('complementary', { name: 'Details of Flat A' });
    expect(within(panel).queryByRole('button', { name: 'Approve' })).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Dismiss reports' }));
    expect(calls).toEqual(['dismiss a']);
    expect(await screen.findByText('Dismissed 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Flat A' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Approve' })).toHaveLength(2);
  });
});
