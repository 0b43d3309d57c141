import { describe, expect, it } from 'vitest';
import type { ListingDraft as Draft } from '../../../db/schema';
import type { MyListing } from '../api/my-listings-api';
import { mergeListings, statusLabels } from './listing-status';

const draft = (id: string, status: Draft['status'], extra: Partial<Draft> = {}): Draft => ({
  id,
  kind: 'commercial',
  status,
  updatedAt: 10,
  data: { title: `Draft ${id}` },
  ...extra,
});

describe('My Listings rows', () => {
  it('shows drafts with their status and Continue only where they can still be edited', () => {
    const rows = mergeListings(
      [draft('a', 'editing'), draft('b', 'queued'), draft('c', 'failed', { error: 'Enter sale price.' })],
      null,
    );
    expect(rows.map((r) => [r.title, r.status, Boolean(r.continueTo)])).toEqual([
      ['Draft a', 'draft', true],
      ['Draft b', 'queued', false],
      ['Draft c', 'failed', true],
    ]);
    expect(rows[2]!.reason).toBe('Enter sale price.');
    expect(rows[0]!.continueTo).toBe('/post-commercial?draft=a');
  });

  it('shows a sent draft once, as the server listing with its status and reason', () => {
    const sent = draft('d', 'submitted', {
      submission: {
        key: 'k',
        path: '/x',
        payload: {},
        queuedAt: 1,
        attempts: 0,
        nextAttemptAt: 0,
        serverId: 'L1',
      },
    });
    const rows = mergeListings(
      [sent],
      [
        {
          id: 'L1',
          slug: 'l1',
          title: 'Office',
          category: 'commercial',
          listingType: 'Rent',
          status: 'rejected',
          rejectionReason: 'Blurry photos',
          createdAt: '2026-01-01',
          updatedAt: '2026-01-02',
          city: 'Noida',
          locality: '',
          availability: 'available',
          freshness,
        },
      ],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'rejected', reason: 'Blurry photos', serverId: 'L1' });
  });

  it('one row per listing while its answer is held: the server row with the expected id replaces the queued one', () => {
    const sending = draft('e', 'sending', {
      submission: { key: 'k2', path: '/x', payload: {}, queuedAt: 1, attempts: 0, nextAttemptAt: 0 },
    });
    const onServer: MyListing = {
      id: 'L2',
      slug: 'l2',
      title: 'Office',
      category: 'commercial',
      listingType: 'Rent',
      status: 'pending',
      createdAt: '2026-01-01',
      updatedAt: '2026-01-02',
      city: 'Noida',
      locality: '',
      availability: 'available',
      freshness,
    };
    // Before the server lists it: the queued row alone.
    expect(mergeListings([sending], [], new Map([['e', 'L2']])).map((r) => r.status)).toEqual(['sending']);
    // The server lists it, the device has no answer yet: one row, the server's.
    const rows = mergeListings([sending], [onServer], new Map([['e', 'L2']]));
    expect(rows.map((r) => [r.key, r.status])).toEqual([['server-L2', 'pending']]);
    // Without the expected id the same moment showed two rows (issue 16.10).
    expect(mergeListings([sending], [onServer])).toHaveLength(2);
  });

  it('a queued listing waiting after a server fault shows the reason and its next try', () => {
    const waiting = draft('w', 'queued', {
      submission: {
        key: 'k3',
        path: '/x',
        payload: {},
        queuedAt: 1,
        attempts: 2,
        nextAttemptAt: 5000,
        lastError: 'Bad gateway',
      },
    });
    expect(mergeListings([waiting], null)[0]).toMatchObject({
      status: 'queued',
      reason: 'Bad gateway',
      nextAttemptAt: 5000,
    });
  });

  it('a listing hidden by reports reads "Hidden — under review"; sale closes as sold, rent as rented', () => {
    const card = (id: string, over: Partial<MyListing>): MyListing => ({
      id,
      slug: id,
      title: id,
      category: 'sale',
      listingType: 'Sell',
      status: 'live',
      createdAt: '2026-01-01',
      updatedAt: '2026-01-02',
      city: 'Noida',
      locality: '',
      availability: 'available',
      freshness,
      ...over,
    });
    const rows = mergeListings(
      [],
      [
        card('hidden', { status: 'flagged' }),
        card('flat', { category: 'sale' }),
        card('rent', { category: 'rent', listingType: 'Rent' }),
        card('pg', { category: 'pg', listingType: 'PG' }),
        card('shop', { category: 'commercial', listingType: 'Rent' }),
      ],
    );
    const by = new Map(rows.map((r) => [r.serverId, r]));
    expect(statusLabels[by.get('hidden')!.status]).toBe('Hidden — under review');
    expect([...by.values()].map((r) => [r.serverId, r.closeAs])).toEqual([
      ['hidden', 'sold'],
      ['flat', 'sold'],
      ['rent', 'rented'],
      ['pg', 'rented'],
      ['shop', 'rented'],
    ]);
    expect(by.get('flat')!.freshness).toEqual(freshness);
  });
});

const freshness = {
  listedAt: '2026-01-01T00:00:00.000Z',
  availableAsOf: '2026-01-01T00:00:00.000Z',
  stale: false,
  staleAfterDays: 60,
};
