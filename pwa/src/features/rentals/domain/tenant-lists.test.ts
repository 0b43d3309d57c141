import type { FavoriteItem, SavedSearch, SentLead } from '@propai/api/wire';
import { describe, expect, it } from 'vitest';
import {
  enquiryState,
  isRentalCategory,
  rentalEnquiries,
  rentalSearches,
  savedRentals,
  searchAlertText,
} from './tenant-lists';

const card = (id: string, category: string | null) =>
  ({ id, title: `Home ${id}`, category, url: `/user-property/${id}` }) as unknown as NonNullable<
    Extract<FavoriteItem, { type: 'listing' }>['card']
  >;
const listing = (id: string, category: string | null, gone = false): FavoriteItem => ({
  type: 'listing',
  id,
  savedAt: '2026-11-01T00:00:00Z',
  card: gone ? null : card(id, category),
});

const search = (over: Partial<SavedSearch>): SavedSearch => ({
  id: 'a'.repeat(24),
  name: 'Rentals in Gurgaon',
  kind: 'listings',
  url: '/browse/listings?category=rent&city=Gurgaon',
  filters: { category: 'rent', city: 'Gurgaon' },
  active: true,
  fromSurvey: false,
  createdAt: '2026-11-01T00:00:00Z',
  lastAlertAt: null,
  ...over,
});

const lead = (over: Partial<SentLead>): SentLead => ({
  id: 'l1',
  targetType: 'listing',
  targetTitle: 'Home',
  link: '/user-property/x',
  category: 'rent',
  stillListed: true,
  message: null,
  createdAt: '2026-11-20T10:00:00Z',
  handled: false,
  ...over,
});

describe('the tenant view picks rentals', () => {
  it('counts rent and PG (any case) as rentals, nothing else', () => {
    expect(['rent', 'pg', 'PG', 'Rent'].map(isRentalCategory)).toEqual([true, true, true, true]);
    expect(['sale', 'commercial', 'plot', '', null, undefined].map(isRentalCategory)).toEqual(
      Array(6).fill(false),
    );
  });

  it('keeps saved rent and PG listings still public, in order; not sales, projects or removed ones', () => {
    const items: FavoriteItem[] = [
      listing('r1', 'rent'),
      listing('s1', 'sale'),
      { type: 'project', id: 'p1', savedAt: '2026-11-01T00:00:00Z', card: null },
      listing('gone', 'rent', true),
      listing('pg1', 'pg'),
    ];
    expect(savedRentals(items).map((i) => i.id)).toEqual(['r1', 'pg1']);
  });

  it('keeps listing searches of category rent or pg only', () => {
    const items = [
      search({ id: '1' }),
      search({ id: '2', filters: { category: 'pg' } }),
      search({ id: '3', filters: { category: 'sale', city: 'Noida' } }),
      search({ id: '4', filters: { city: 'Noida' } }),
      search({ id: '5', kind: 'projects', filters: { city: 'Gurgaon' } }),
    ];
    expect(rentalSearches(items).map((s) => s.id)).toEqual(['1', '2']);
  });

  it('says whether a search sends alerts and when it last did', () => {
    const now = Date.parse('2026-11-29T12:00:00Z');
    expect(searchAlertText(search({}), now)).toBe('Alerts on · no new matches sent yet');
    expect(searchAlertText(search({ lastAlertAt: '2026-11-27T12:00:00Z' }), now)).toBe(
      'Alerts on · last alert 2d ago',
    );
    expect(searchAlertText(search({ active: false, lastAlertAt: '2026-11-27T12:00:00Z' }), now)).toBe(
      'Alerts paused',
    );
  });

  it('lists requests about rentals and counts the others', () => {
    const { rentals, others } = rentalEnquiries([
      lead({ id: 'a' }),
      lead({ id: 'b', category: 'sale' }),
      lead({ id: 'c', targetType: 'project', category: null, stillListed: null }),
      lead({ id: 'd', category: 'pg' }),
      lead({ id: 'e', category: null, stillListed: false }), // the listing was removed
    ]);
    expect(rentals.map((l) => l.id)).toEqual(['a', 'd']);
    expect(others).toBe(3);
  });

  it('states where a request stands: gone first, then handled, else waiting', () => {
    expect(enquiryState(lead({}))).toEqual({
      text: 'Sent 20 Nov 2026 · waiting for a call back',
      tone: 'open',
    });
    expect(enquiryState(lead({ handled: true }))).toEqual({
      text: 'Sent 20 Nov 2026 · the lister marked it handled',
      tone: 'done',
    });
    expect(enquiryState(lead({ handled: true, stillListed: false }))).toEqual({
      text: 'Sent 20 Nov 2026 · no longer listed',
      tone: 'gone',
    });
  });
});
