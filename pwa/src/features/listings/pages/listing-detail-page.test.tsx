import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingDetailView } from '../api/detail-extras';
import ListingDetailPage from './listing-detail-page';

const base: ListingDetailView = {
  id: 'l1',
  url: '/user-property/l1',
  title: '3 BHK apartment in Sector 62',
  category: 'sale',
  listingType: 'Sell',
  city: 'Noida',
  locality: 'Sector 62',
  price: 5_000_000,
  areaSqft: 1200,
  carpetArea: 900,
  bhk: 3,
  highlights: ['Corner unit'],
  amenities: ['Lift', 'Gym'],
  photos: ['/api/files/a.webp', '/api/files/b.webp'],
  floorPlans: [],
  verified: true,
  sellerType: 'agent',
  listerName: 'Asha Rao',
  companyName: 'Rao Realty',
  reraId: 'UPRERAAGT12345',
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

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers the detail GET per ref; price insights are absent (404) as before the API adds them. */
function serve(answers: Record<string, () => Response>) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
    const ref = decodeURIComponent(url.pathname.replace(/^\/api\/listings\//, ''));
    const answer = answers[ref];
    return Promise.resolve(answer ? answer() : json(404, { error: 'not_found', message: 'Not found' }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function open(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/listing/:slugOrId" element={<ListingDetailPage />} />
        <Route path="/user-property/:id" element={<ListingDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** EMI = P·r(1+r)^n / ((1+r)^n − 1), r = 8.5 %/12, n = 240, written out independently. */
function formulaEmi(P: number): number {
  const r = 0.085 / 12;
  const g = (1 + r) ** 240;
  return Math.round((P * r * g) / (g - 1));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('listing detail page', () => {
  it('shows price, ₹/sq ft and the EMI at 8.5 % over 20 years on the full price', async () => {
    serve({ 'sale-1': () => json(200, { ...base, id: 'sale-1' }) });
    open('/user-property/sale-1');
    expect(await screen.findByRole('heading', { level: 1, name: base.title })).toBeTruthy();
    expect(screen.getByTestId('detail-price').textContent).toBe('₹50.0 L');
    expect(formulaEmi(5_000_000)).toBe(43_391);
    expect(screen.getByTestId('emi').textContent).toContain('₹43,391 /month');
    // The same figure opens in the full EMI tool, on the full price.
    expect(screen.getByTestId('emi-tool-link').getAttribute('href')).toBe('/tools/emi?amount=5000000');
    expect(screen.getByTestId('price-summary').textContent).toContain('₹4,167 /sq ft');
    // Agents show company and RERA id; badges.
    const by = screen.getByTestId('listed-by');
    expect(by.textContent).toContain('Rao Realty');
    expect(by.textContent).toContain('UPRERAAGT12345');
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy' }).getAttribute('href')).toBe('/buy');
  });

  it('links the project the listing is in by its slug, and shows no project section without one', async () => {
    serve({
      'in-project': () =>
        json(200, {
          ...base,
          id: 'in-project',
          project: { slug: 'aravali-heights', name: 'Aravali Heights' },
        }),
      'no-project': () => json(200, { ...base, id: 'no-project' }),
    });
    open('/listing/in-project');
    const link = await screen.findByRole('link', { name: /Part of Aravali Heights/ });
    expect(link.getAttribute('href')).toBe('/projects/aravali-heights');
    cleanup();
    open('/listing/no-project');
    expect(await screen.findByRole('heading', { level: 1, name: base.title })).toBeTruthy();
    expect(screen.queryByTestId('project')).toBeNull();
  });

  it('switches every area between sq ft, sq m and sq yd', async () => {
    serve({ 'sale-2': () => json(200, { ...base, id: 'sale-2' }) });
    open('/listing/sale-2');
    const rows = await screen.findByTestId('area-rows');
    const user = userEvent.setup();
    expect(rows.textContent).toContain('1,200 sq.ft');
    expect(rows.textContent).toContain('900 sq.ft');
    await user.click(screen.getByRole('button', { name: 'sq m' }));
    // 1200 / 10.7639 = 111.48…; 900 / 10.7639 = 83.61…
    expect(rows.textContent).toContain('111.5 sq.m');
    expect(rows.textContent).toContain('83.6 sq.m');
    expect(screen.getByRole('button', { name: 'sq m' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'sq yd' }));
    expect(rows.textContent).toContain('133 sq.yd');
    expect(rows.textContent).toContain('100 sq.yd');
  });

  it('has no EMI or ₹/sq ft for a monthly rent, and no ₹/sq ft without an area', async () => {
    serve({
      'rent-1': () =>
        json(200, {
          ...base,
          id: 'rent-1',
          category: 'rent',
          listingType: 'Rent',
          price: undefined,
          pricePerMonth: 25_000,
        }),
      'sale-noarea': () =>
        json(200, { ...base, id: 'sale-noarea', areaSqft: undefined, carpetArea: undefined }),
    });
    open('/user-property/rent-1');
    expect((await screen.findByTestId('detail-price')).textContent).toBe('₹25,000 /month');
    expect(screen.queryByTestId('emi')).toBeNull();
    expect(screen.getByTestId('price-summary').textContent).not.toContain('/sq ft');
  });

  it('has no ₹/sq ft without an area, and still the EMI', async () => {
    serve({
      'sale-noarea': () =>
        json(200, { ...base, id: 'sale-noarea', areaSqft: undefined, carpetArea: undefined }),
    });
    open('/listing/sale-noarea');
    const summary = await screen.findByTestId('price-summary');
    expect(summary.textContent).not.toContain('/sq ft');
    expect(summary.textContent).toContain('₹43,391 /month');
    expect(screen.queryByTestId('area-rows')).toBeNull();
  });

  it('labels PG and commercial details with the posting forms’ words', async () => {
    serve({
      'pg-1': () =>
        json(200, {
          ...base,
          id: 'pg-1',
          category: 'pg',
          propertyType: 'pg',
          pricePerMonth: 9000,
          pgMeta: {
            sharing: '2',
            food: 'veg',
            gender: 'female',
            amenities: { wifi: true, ac: false },
            rules: { petsAllowed: false },
          },
        }),
    });
    open('/listing/pg-1');
    const pg = await screen.findByTestId('pg-details');
    expect(pg.textContent).toContain('Sharing2');
    expect(pg.textContent).toContain('FoodVeg only');
    expect(pg.textContent).toContain('ForFemale');
    expect(within(pg).getByText('Wi-Fi')).toBeTruthy();
    expect(within(pg).queryByText('AC')).toBeNull();
    expect(pg.textContent).toContain('Pets allowedNo');
    expect((await screen.findByTestId('key-facts')).textContent).toContain('Property typePG / Co-living');
  });

  it('shows commercial office details under the form’s labels', async () => {
    serve({
      'office-1': () =>
        json(200, {
          ...base,
          id: 'office-1',
          category: 'commercial',
          propertyType: 'commercial',
          commercialSubType: 'office',
          commercialMeta: { floorNumber: 4, cabins: 3, pantry: 'wet', furnishing: 'furnished' },
        }),
    });
    open('/listing/office-1');
    const c = await screen.findByTestId('commercial-details');
    expect(c.textContent).toContain('Floor number4');
    expect(c.textContent).toContain('Cabins3');
    expect(c.textContent).toContain('PantryWet');
    expect(c.textContent).toContain('FurnishingFurnished');
    expect((await screen.findByTestId('key-facts')).textContent).toContain('Property typeOffice Space');
  });

  it('shows freshness and price insights when the API answers with them, never a guess', async () => {
    const freshness = {
      listedAt: new Date(Date.now() - 12 * 86_400_000).toISOString(),
      availableAsOf: '2026-03-02T00:00:00.000Z',
      stale: true,
      staleAfterDays: 60,
    };
    serve({
      'ins-1': () => json(200, { ...base, id: 'ins-1', freshness }),
      'ins-1/price-insights': () =>
        json(200, {
          available: true,
          comparables: 7,
          listingPerSqft: 4167,
          medianPerSqft: 3900,
          differencePct: 6.8,
          method: 'Median ₹/sq ft of live sale listings in the same city and locality, ±25 % size.',
        }),
    });
    open('/user-property/ins-1');
    expect((await screen.findByTestId('freshness')).textContent).toBe(
      'Listed 12 days ago · available as of 2 Mar 2026',
    );
    expect(screen.getByText('This listing may no longer be available.')).toBeTruthy();
    const insights = await screen.findByTestId('price-insights');
    expect(insights.textContent).toContain('Median of 7 comparable listings');
    expect(insights.textContent).toContain('₹3,900 /sq ft');
    expect(insights.textContent).toContain('7 % above the median.');
  });

  it('hides price insights with too few comparables', async () => {
    const calls = serve({
      'ins-2': () =>
        json(200, {
          ...base,
          id: 'ins-2',
          freshness: {
            listedAt: '2026-01-01',
            availableAsOf: '2026-01-01',
            stale: false,
            staleAfterDays: 60,
          },
        }),
      'ins-2/price-insights': () =>
        json(200, {
          available: false,
          comparables: 3,
          listingPerSqft: 4167,
          medianPerSqft: null,
          differencePct: null,
          method: 'x',
        }),
    });
    open('/user-property/ins-2');
    await screen.findByTestId('freshness');
    // The page has asked for its price insights (beside it, it also counts the view: a POST).
    const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : input.toString());
    await expect
      .poll(() => calls.mock.calls.some(([input]) => urlOf(input).endsWith('/ins-2/price-insights')))
      .toBe(true);
    expect(screen.queryByTestId('price-insights')).toBeNull();
    expect(screen.queryByText('This listing may no longer be available.')).toBeNull();
  });

  it("says 'Listing not found.' with a way back for an unknown id", async () => {
    serve({});
    open('/listing/does-not-exist');
    expect(await screen.findByRole('heading', { name: 'Listing not found.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Buy' }).getAttribute('href')).toBe('/buy');
  });

  it("says 'Could not load this listing.' on failure, and Retry loads it", async () => {
    let fail = true;
    serve({
      'flaky-1': () =>
        fail ? json(500, { error: 'internal', message: 'boom' }) : json(200, { ...base, id: 'flaky-1' }),
    });
    open('/user-property/flaky-1');
    expect(await screen.findByText('Could not load this listing.')).toBeTruthy();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: base.title })).toBeTruthy();
  });
});

describe('address line', () => {
  it('does not repeat what the address already says', async () => {
    const { placeLine } = await import('../domain/detail-rules');
    expect(
      placeLine({
        ...base,
        address: 'Unit 103, Sector 128, Noida 201304',
        locality: 'Sector 128',
        sector: 'Sector 128',
      }),
    ).toBe('Unit 103, Sector 128, Noida 201304');
    expect(placeLine({ ...base, address: undefined, sector: 'Sector 62' })).toBe('Sector 62, Noida');
  });
});
