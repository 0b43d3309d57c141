/**
 * A small market whose every figure is worked out by hand in insights.test.ts. "Now" is 15 Nov
 * 2026 (11:30 India time): the level window is Jun–Nov 2026, the newest quarter Sep–Nov 2026, the
 * one before Jun–Aug 2026, the one a year earlier Sep–Nov 2025. Every home is 1,000 sq ft, so its
 * ₹/sq ft is its price ÷ 1,000 (rent: monthly rent ÷ 1,000).
 */
export const NOW = new Date('2026-11-15T06:00:00Z');
const FRESH = new Date('2026-12-20T00:00:00Z');

let n = 0;
function home(
  locality: string,
  category: 'sale' | 'rent',
  psf: number,
  bhk: number,
  listed: string,
  extra: Record<string, unknown> = {},
) {
  n += 1;
  return {
    _id: `fixture-${String(n).padStart(3, '0')}`,
    status: 'live',
    category,
    listingType: category === 'sale' ? 'Sell' : 'Rent',
    propertyType: 'Apartment',
    city: 'Gurgaon',
    locality,
    bhk,
    areaSqft: 1000,
    ...(category === 'sale' ? { price: psf * 1000 } : { pricePerMonth: psf * 1000 }),
    createdAt: new Date(`${listed}T10:00:00Z`),
    staleAt: FRESH,
    ...extra,
  };
}

const sold = { availability: 'sold' };
const rented = { availability: 'rented' };

export const LISTINGS = [
  // Sector 45, for sale, Sep–Nov 2026: 10,000 11,000 12,000 13,000 20,000 → median 12,000.
  home('Sector 45', 'sale', 10_000, 2, '2026-10-01'),
  home('Sector 45', 'sale', 11_000, 2, '2026-10-02'),
  home('Sector 45', 'sale', 12_000, 3, '2026-10-03'),
  home('sector 45', 'sale', 13_000, 3, '2026-10-04', { city: 'Gurugram' }), // another spelling, same place
  home('Sector 45', 'sale', 20_000, 4, '2026-10-05', sold),
  // Jun–Aug 2026, all sold: 9,000 10,000 11,000 11,500 30,000 → median 11,000.
  home('Sector 45', 'sale', 9_000, 2, '2026-07-01', sold),
  home('Sector 45', 'sale', 10_000, 2, '2026-07-02', sold),
  home('Sector 45', 'sale', 11_000, 2, '2026-07-03', sold),
  home('Sector 45', 'sale', 11_500, 2, '2026-07-04', sold),
  home('Sector 45', 'sale', 30_000, 2, '2026-07-05', sold),
  // Sep–Nov 2025, all sold: 8,000 9,000 10,000 10,500 11,000 → median 10,000.
  home('Sector 45', 'sale', 8_000, 3, '2025-10-01', sold),
  home('Sector 45', 'sale', 9_000, 3, '2025-10-02', sold),
  home('Sector 45', 'sale', 10_000, 3, '2025-10-03', sold),
  home('Sector 45', 'sale', 10_500, 3, '2025-10-04', sold),
  home('Sector 45', 'sale', 11_000, 3, '2025-10-05', sold),
  // On the market since 2024 (confirmed since): supply only, outside every window.
  home('Sector 45', 'sale', 50_000, 3, '2024-06-01'),
  // For rent, Sep–Nov 2026, all 2 BHK: ₹20,000 … ₹40,000 → ₹30/sq ft a month; two since rented.
  home('Sector 45', 'rent', 20, 2, '2026-10-10'),
  home('Sector 45', 'rent', 25, 2, '2026-10-11'),
  home('Sector 45', 'rent', 30, 2, '2026-10-12'),
  home('Sector 45', 'rent', 35, 2, '2026-10-13', rented),
  home('Sector 45', 'rent', 40, 2, '2026-10-14', rented),
  // Sep–Nov 2025: ₹18,000 … ₹26,000 → ₹22/sq ft a month.
  home('Sector 45', 'rent', 18, 2, '2025-10-10', rented),
  home('Sector 45', 'rent', 20, 2, '2025-10-11', rented),
  home('Sector 45', 'rent', 22, 2, '2025-10-12', rented),
  home('Sector 45', 'rent', 24, 2, '2025-10-13', rented),
  home('Sector 45', 'rent', 26, 2, '2025-10-14', rented),
  // Golf Course Road: one home for sale.
  home('Golf Course Road', 'sale', 25_000, 2, '2026-10-20'),
  // Noida, Sector 150: three homes for sale, too few for a figure.
  home('Sector 150', 'sale', 9_000, 2, '2026-10-01', { city: 'Noida' }),
  home('Sector 150', 'sale', 9_500, 2, '2026-10-02', { city: 'Noida' }),
  home('Sector 150', 'sale', 10_000, 3, '2026-10-03', { city: 'Noida' }),
  // Not data points: pending, rejected, a plot, a PG bed, an office, a rental without an area.
  home('Sector 45', 'sale', 99_000, 2, '2026-10-06', { status: 'pending' }),
  home('Sector 45', 'sale', 99_000, 2, '2026-10-06', { status: 'rejected' }),
  home('Sector 45', 'sale', 99_000, 2, '2026-10-06', { category: 'plot', propertyType: 'Plot' }),
  home('Sector 45', 'rent', 99, 1, '2026-10-06', { category: 'pg', propertyType: 'pg' }),
  home('Sector 45', 'rent', 99, 1, '2026-10-06', { category: 'commercial', propertyType: 'commercial' }),
  home('Sector 45', 'rent', 99, 1, '2026-10-06', { areaSqft: undefined }),
];

const project = (
  name: string,
  locality: string,
  status: string,
  bhk: number[],
  possession?: { promised: string; revised?: string },
) => ({
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  city: 'Gurgaon',
  locality,
  status,
  bhk,
  ...(possession ? { possession } : {}),
});

export const PROJECTS = [
  // Promised Jun 2025, revised to Sep 2026 and still not handed over on 15 Nov 2026: 16 months.
  project('Aravali Heights', 'Sector 45', 'Under Construction', [2, 3], {
    promised: '2025-06-30',
    revised: '2026-09-30',
  }),
  project('Banyan Court', 'Sector 45', 'Ready to Move', [3, 4], { promised: '2024-03-31' }),
  project('Cedar Rise', 'Sector 45', 'New Launch', [2], { promised: '2029-12-31' }),
  // Revised by 9 months, not yet due.
  project('Deodar Park', 'Sector 45', 'Under Construction', [6], {
    promised: '2026-03-31',
    revised: '2026-12-31',
  }),
  project('Elm Enclave', 'Sector 45', 'New Launch', []),
  // Handed over 10 months late.
  project('Fern Towers', 'Golf Course Road', 'Completed', [3], {
    promised: '2023-03-31',
    revised: '2024-01-31',
  }),
];
