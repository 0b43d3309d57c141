/**
 * A place's figures on screen exactly as the API gives them: values with their listings, and for
 * a figure with too few listings "No figure" and how many there were, never a number.
 */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { MarketArea, MarketChange, MarketFigure } from '../api/insights-api';
import { AreaView } from './area-view';

const fig = (value: number | null, points: number): MarketFigure => ({ value, points });
const change = (
  pct: number | null,
  from: MarketFigure,
  to: MarketFigure,
  fromLabel: string,
): MarketChange => ({
  pct,
  from,
  to,
  fromLabel,
  toLabel: 'Sep–Nov 2026',
});
const windows = [
  '2024-12/2025-02',
  '2025-03/2025-05',
  '2025-06/2025-08',
  '2025-09/2025-11',
  '2025-12/2026-02',
  '2026-03/2026-05',
  '2026-06/2026-08',
  '2026-09/2026-11',
].map((key, i) => ({ key, label: `Quarter ${i + 1}`, start: '', end: '' }));
const bhks = (f: (bhk: number) => MarketFigure) => [1, 2, 3, 4, 5].map((bhk) => ({ bhk, ...f(bhk) }));

const area: MarketArea = {
  area: { kind: 'locality', key: 'l:gurgaon|sector 45', city: 'Gurgaon', locality: 'Sector 45' },
  asOf: '2026-11-28T10:00:00.000Z',
  levelWindow: { key: '2026-06/2026-11', label: 'Jun–Nov 2026', start: '', end: '' },
  sale: { psf: fig(11_250, 10), priceByBhk: bhks((b) => (b === 2 ? fig(11_000_000, 7) : fig(null, 2))) },
  rent: { psf: fig(null, 3), byBhk: bhks(() => fig(null, 1)) },
  trend: {
    windows,
    salePsf: windows.map((_, i) => (i === 7 ? fig(12_000, 5) : fig(null, i))),
    rentPsf: windows.map(() => fig(null, 0)),
  },
  change: {
    sale3m: change(9.1, fig(11_000, 5), fig(12_000, 5), 'Jun–Aug 2026'),
    sale12m: change(null, fig(null, 2), fig(12_000, 5), 'Sep–Nov 2025'),
    rent3m: change(null, fig(null, 0), fig(null, 3), 'Jun–Aug 2026'),
    rent12m: change(null, fig(null, 0), fig(null, 3), 'Sep–Nov 2025'),
  },
  yield: {
    pct: null,
    rentPoints: 3,
    salePoints: 10,
    byBhk: bhks(() => ({ value: null, points: 0 })).map(({ bhk }) => ({
      bhk,
      pct: null,
      rentPoints: 1,
      salePoints: 2,
    })),
  },
  supply: {
    sale: {
      total: 5,
      byBhk: [1, 2, 3, 4, 5].map((bhk) => ({ bhk, count: bhk === 3 ? 3 : bhk === 2 ? 2 : 0 })),
    },
    rent: { total: 3, byBhk: [1, 2, 3, 4, 5].map((bhk) => ({ bhk, count: bhk === 2 ? 3 : 0 })) },
    projects: { total: 2, byStatus: [{ status: 'New Launch', count: 2 }], byBhk: [] },
  },
  possession: {
    projects: 2,
    delayed: 1,
    long: 1,
    medianMonths: 16,
    items: [
      {
        name: 'Aravali Heights',
        slug: 'aravali-heights',
        status: 'Under Construction',
        promised: '2025-06-30',
        expected: '2026-09-30',
        months: 16,
      },
    ],
  },
};

const tile = (id: string) => document.querySelector(`[data-figure="${id}"]`) as HTMLElement;

describe('a place on /insights', () => {
  it('shows each figure with its listings, and no number where there were too few', () => {
    render(
      <MemoryRouter>
        <AreaView area={area} min={5} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Sector 45, Gurgaon' })).toBeTruthy();
    expect(within(tile('sale-psf')).getByText('₹11,250/sq ft')).toBeTruthy();
    expect(tile('sale-psf').textContent).toContain('10 listings for sale, Jun–Nov 2026');
    expect(within(tile('sale-3m')).getByText('+9.1 %')).toBeTruthy();
    expect(tile('sale-12m').textContent).toContain('No figure');
    expect(tile('sale-12m').textContent).toContain(
      'Not enough data: 2 in Sep–Nov 2025, 5 in Sep–Nov 2026 (5 each needed)',
    );
    expect(tile('rent-psf').textContent).toContain('Not enough data: 3 listings (5 needed)');
    expect(tile('yield').textContent).toContain('Not enough data: 3 rent and 10 sale listings');
    expect(within(tile('on-market')).getByText('8 homes')).toBeTruthy();
  });

  it('gives every chart its figures as a table, and says so when no quarter has enough listings', () => {
    render(
      <MemoryRouter>
        <AreaView area={area} min={5} />
      </MemoryRouter>,
    );
    const price = screen.getByRole('figure', { name: 'Median asking price per sq ft' });
    const rows = within(price).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(8);
    expect(rows[7]!.textContent).toBe('Quarter 8₹12,000/sq ft5 listings');
    expect(rows[1]!.textContent).toBe('Quarter 2—1 listing');
    expect(within(price).getByRole('img').getAttribute('aria-label')).toBe(
      'Median asking price per sq ft: ₹12,000/sq ft in Quarter 8, ₹12,000/sq ft in Quarter 8; 1 of 8 quarters have enough listings.',
    );
    const rent = screen.getByRole('figure', { name: 'Median monthly rent per sq ft' });
    expect(
      within(rent).getByText('Not enough listings in any quarter to chart (5 a quarter needed).'),
    ).toBeTruthy();
    expect(within(rent).queryByRole('img')).toBeNull();
  });

  it('lists BHK figures with their counts and links the delayed projects', () => {
    render(
      <MemoryRouter>
        <AreaView area={area} min={5} />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: /Median asking price, median monthly rent/ });
    expect(within(table).getAllByRole('row')[2]!.textContent).toBe('2₹1.10 Cr (7)— (1)—');
    expect(screen.getByRole('link', { name: 'Aravali Heights' }).getAttribute('href')).toBe(
      '/projects/aravali-heights',
    );
  });
});
