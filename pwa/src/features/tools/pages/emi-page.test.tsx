import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import EmiPage from './emi-page';

/** The EMI formula written out, to check the page against: P·r(1+r)^n / ((1+r)^n − 1). */
function emiOf(P: number, annualPct: number, years: number): number {
  const r = annualPct / 1200;
  const g = (1 + r) ** (years * 12);
  return Math.round((P * r * g) / (g - 1));
}
const inr = (n: number) => `₹${n.toLocaleString('en-IN')}`;

function open(path = '/tools/emi') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/tools/emi" element={<EmiPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => localStorage.clear());

describe('EMI calculator', () => {
  it('starts at ₹50 L, 8.5 % and 20 years: ₹43,391 a month, ₹54,13,879 of interest', () => {
    open();
    expect(screen.getByTestId('emi-value').textContent).toBe('₹43,391');
    expect(screen.getByTestId('emi-interest').textContent).toBe('₹54,13,879');
    expect(screen.getByTestId('emi-total').textContent).toBe('₹1,04,13,879');
    expect(screen.getByLabelText<HTMLInputElement>('Loan amount').value).toBe('50,00,000');
  });

  it('opens prefilled from a link (a listing’s full price)', () => {
    open('/tools/emi?amount=8500000&rate=9&years=15');
    expect(screen.getByTestId('emi-value').textContent).toBe(inr(emiOf(8_500_000, 9, 15)));
    expect(screen.getByLabelText<HTMLInputElement>('Interest rate').value).toBe('9');
  });

  it('follows typed values, the steppers and the slider, and remembers them on this device', async () => {
    const user = userEvent.setup();
    open();
    const amount = screen.getByLabelText('Loan amount');
    await user.clear(amount);
    await user.type(amount, '7500000');
    expect(screen.getByTestId('emi-value').textContent).toBe(inr(emiOf(7_500_000, 8.5, 20)));
    await user.tab();
    expect((amount as HTMLInputElement).value).toBe('75,00,000');
    await user.click(screen.getByRole('button', { name: 'Less tenure' }));
    expect(screen.getByTestId('emi-value').textContent).toBe(inr(emiOf(7_500_000, 8.5, 19)));
    await user.click(screen.getByRole('button', { name: 'More interest rate' }));
    expect(screen.getByTestId('emi-value').textContent).toBe(inr(emiOf(7_500_000, 8.55, 19)));

    fireEvent.change(screen.getByLabelText('Tenure slider'), { target: { value: '25' } });
    expect(screen.getByTestId('emi-value').textContent).toBe(inr(emiOf(7_500_000, 8.55, 25)));

    // A new visit starts where this one left off.
    cleanup();
    open();
    expect(screen.getByTestId('emi-value').textContent).toBe(inr(emiOf(7_500_000, 8.55, 25)));
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByTestId('emi-value').textContent).toBe('₹43,391');
  });

  it('brings a typed value out of range inside it when the field is left', async () => {
    const user = userEvent.setup();
    open();
    const years = screen.getByLabelText('Tenure');
    await user.clear(years);
    await user.type(years, '45');
    await user.tab();
    expect((years as HTMLInputElement).value).toBe('30');
    expect(screen.getByTestId('emi-value').textContent).toBe(inr(emiOf(5_000_000, 8.5, 30)));
  });

  it('lists the schedule by year and opens a year to its months', async () => {
    const user = userEvent.setup();
    open();
    const table = within(screen.getByTestId('amortisation'));
    const year1 = table.getByRole('button', { name: 'Year 1: show months' }).closest('tr')!;
    expect(Array.from(year1.querySelectorAll('td'), (td) => td.textContent)).toEqual([
      '₹99,511',
      '₹4,21,182',
      '₹49,00,489',
    ]);
    expect(table.getAllByRole('row')).toHaveLength(21); // header + 20 years
    await user.click(table.getByRole('button', { name: 'Year 1: show months' }));
    expect(table.getAllByRole('row')).toHaveLength(33);
    const month1 = table.getByRole('rowheader', { name: 'Month 1' }).closest('tr')!;
    expect(Array.from(month1.querySelectorAll('td'), (td) => td.textContent)).toEqual([
      '₹7,974',
      '₹35,417',
      '₹49,92,026',
    ]);
  });
});
