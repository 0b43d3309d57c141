import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CompareProperty } from '../../../lib/compare-item';
import { compareProperty } from '../domain/compare-fixture';
import { CompareOverlay } from './compare-overlay';

const property = compareProperty;

const insights = (locationScore: number | null, priceGrowth: number | null) => ({
  locationScore,
  priceGrowth,
  investmentPotential: null,
});

async function openView(items: CompareProperty[], view: 'Detailed' | 'Ai') {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <CompareOverlay items={items} onClose={() => undefined} />
    </MemoryRouter>,
  );
  await user.click(screen.getByRole('tab', { name: view }));
  return within(screen.getByRole('table'));
}

type Table = Awaited<ReturnType<typeof openView>>;

/** One row of the table as the user reads it: each property's text, '*' marking a green cell. */
function row(table: Table, label: string): string[] {
  const tr = table.getByRole('rowheader', { name: label }).closest('tr');
  if (!tr) throw new Error(`no row ${label}`);
  return Array.from(tr.querySelectorAll('td'), (td) => {
    const text = td.textContent ?? '';
    return td.classList.contains('cmp-best') ? `*${text}` : text;
  });
}

describe('comparison overlay: best values', () => {
  it('paints the lowest price and the largest area green, ties included; N/A where missing', async () => {
    const table = await openView(
      [
        property({ price: 12_000_000, area: 1_200, bedrooms: 3, bathrooms: 2 }),
        property({ price: 9_000_000, area: 1_500 }),
        property({ price: 15_000_000, area: 1_500 }),
        property({ price: null, area: null }),
      ],
      'Detailed',
    );
    expect(row(table, 'Price')).toEqual(['₹1.2 Cr', '*₹90.0 L', '₹1.5 Cr', 'N/A']);
    expect(row(table, 'Area')).toEqual(['1,200 sqft', '*1,500 sqft', '*1,500 sqft', 'N/A']);
    // Price per sqft and configuration are shown, never ranked.
    expect(row(table, 'Price per sqft')).toEqual(['₹10,000/sqft', '₹6,000/sqft', '₹10,000/sqft', 'N/A']);
    expect(row(table, 'Configuration')).toEqual(['3 BHK, 2 Bath', 'N/A', 'N/A', 'N/A']);
    expect(screen.getByText('Best values are highlighted in green')).toBeTruthy();
  });

  it('never compares a monthly rent with a sale price', async () => {
    const table = await openView(
      [property({ price: 25_000, monthly: true, area: 900 }), property({ price: 8_000_000, area: 1_100 })],
      'Detailed',
    );
    expect(row(table, 'Price')).toEqual(['₹25,000/month', '₹80.0 L']);
    // Area is on one basis whatever the deal, so it is still ranked.
    expect(row(table, 'Area')).toEqual(['900 sqft', '*1,100 sqft']);
  });

  it('compares two rents with each other', async () => {
    const table = await openView(
      [property({ price: 30_000, monthly: true }), property({ price: 22_000, monthly: true })],
      'Detailed',
    );
    expect(row(table, 'Price')).toEqual(['₹30,000/month', '*₹22,000/month']);
  });

  it('highlights nothing when only one property has the value, or all have the same', async () => {
    const table = await openView(
      [
        property({ price: 9_000_000, area: 1_000, aiInsights: insights(8.2, 6) }),
        property({ price: 9_000_000, area: null, aiInsights: insights(null, 6) }),
        property({ price: null, area: null, aiInsights: null }),
      ],
      'Ai',
    );
    expect(row(table, 'Price')).toEqual(['₹90.0 L', '₹90.0 L', 'N/A']);
    expect(row(table, 'Area')).toEqual(['1,000 sqft', 'N/A', 'N/A']);
    expect(row(table, 'Location Score')).toEqual(['8.2/10', 'N/A', 'N/A']);
    expect(row(table, 'Price Growth Forecast')).toEqual(['N/A', 'N/A', 'N/A']);
  });

  it('in the Ai view, paints the highest location score green; the unsourced rows are N/A with a note', async () => {
    const table = await openView(
      [
        property({ aiInsights: insights(7.5, 4.2) }),
        property({ aiInsights: insights(8.9, -1.5) }),
        property({ aiInsights: { locationScore: 6, priceGrowth: 9.1, investmentPotential: 'high' } }),
      ],
      'Ai',
    );
    expect(row(table, 'Location Score')).toEqual(['7.5/10', '*8.9/10', '6.0/10']);
    // Stored growth and potential figures have no source: N/A everywhere, never ranked, and the
    // note under the table says why.
    expect(row(table, 'Price Growth Forecast')).toEqual(['N/A', 'N/A', 'N/A']);
    expect(row(table, 'Investment Potential')).toEqual(['N/A', 'N/A', 'N/A']);
    const note = screen.getByTestId('compare-ai-note');
    expect(note.textContent).toContain('No sourced figure exists');
    const na = table
      .getByRole('rowheader', { name: 'Price Growth Forecast' })
      .closest('tr')!
      .querySelector('td span');
    expect(na?.getAttribute('aria-describedby')).toBe(note.id);
  });
});

describe('comparison overlay: EMI calculator', () => {
  it('opens the full EMI tool on the chosen price, rate and tenure', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <CompareOverlay
          items={[property({ price: 25_000, monthly: true }), property({ price: 8_000_000 })]}
          onClose={() => undefined}
        />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'EMI Calculator' }));
    const link = await screen.findByRole('link', { name: 'Full calculator and repayment schedule' });
    expect(link.getAttribute('href')).toBe('/tools/emi?amount=8000000&rate=8.5&years=20');
  });
});
