import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import RentCalculatorPage from './rent-calculator-page';

function open(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <RentCalculatorPage />
    </MemoryRouter>,
  );
}

afterEach(() => localStorage.clear());

describe('rent vs buy calculator', () => {
  it('works the hand example: no interest, flat prices, renting loses the rent less the return', () => {
    // Rent ₹20,000 rising 10 %, ₹50 L home with ₹10 L down, no stamp duty, 0 % loan, no growth,
    // 10 % return on the ₹10 L: year 2 renting costs 5,04,000 − 2,10,000 = ₹2,94,000; buying ₹0.
    open(
      '/tools/rent-calculator?rent=20000&rentUp=10&price=5000000&down=1000000&costs=0&rate=1&growth=0&ret=10&years=2',
    );
    const rows = within(screen.getByTestId('rent-table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(screen.getByTestId('rent-verdict').textContent).toBe('Buying costs less from year 1');
  });

  it('says renting costs less when buying never catches up', () => {
    open(
      '/tools/rent-calculator?rent=10000&rentUp=0&price=10000000&down=2000000&costs=7&rate=9&growth=0&ret=8&years=5',
    );
    expect(screen.getByTestId('rent-verdict').textContent).toBe('Renting costs less');
    expect(screen.getByText(/does not catch up within 5 years/)).toBeTruthy();
    const rows = within(screen.getByTestId('rent-table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.lastElementChild?.textContent)).toEqual(Array(5).fill('Renting'));
  });
});
