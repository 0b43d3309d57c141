import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import AffordabilityPage from './affordability-page';

function open(path = '/tools/affordability') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AffordabilityPage />
    </MemoryRouter>,
  );
}
const text = (id: string) => screen.getByTestId(id).textContent;

afterEach(() => localStorage.clear());

describe('affordability calculator', () => {
  it('₹1 L income, ₹10,000 of EMIs, FOIR 50 %, ₹20 L down: a ₹46,09,234 loan and a ₹66,09,234 home', () => {
    open('/tools/affordability?income=100000&obligations=10000&down=2000000');
    expect(text('eligible-loan')).toBe('₹46,09,234');
    expect(text('eligible-emi')).toBe('₹40,000');
    expect(text('affordable-price')).toBe('₹66,09,234');
    expect(text('limited-by')).toContain('Your income sets the loan');
    expect(screen.getByText(/FOIR 50 %/)).toBeTruthy();
  });

  it('says when the down payment, not the income, caps the loan (80 % of the price)', () => {
    open('/tools/affordability?income=300000&obligations=0&down=1000000');
    expect(text('eligible-loan')).toBe('₹40,00,000');
    expect(text('affordable-price')).toBe('₹50,00,000');
    expect(text('limited-by')).toContain('at most 80 % of the price');
  });

  it('offers no loan when existing EMIs take the whole FOIR, and follows a FOIR change', async () => {
    const user = userEvent.setup();
    open('/tools/affordability?income=60000&obligations=30000&down=500000');
    expect(text('eligible-loan')).toBe('₹0');
    expect(screen.getByText(/a lender would not add a home loan/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'More share of income for EMIs (FOIR)' }));
    // 55 % of ₹60,000 − ₹30,000 = ₹3,000 a month.
    expect(text('eligible-emi')).toBe('₹3,000');
  });
});
