import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import MortgagePage from './mortgage-page';

function open() {
  render(
    <MemoryRouter initialEntries={['/tools/mortgage']}>
      <MortgagePage />
    </MemoryRouter>,
  );
}

afterEach(() => localStorage.clear());

describe('mortgage calculator (loan comparison)', () => {
  it('compares ₹50 L at 8.5 %/20 years/0.5 % fee with 8.75 %/25 years/no fee', () => {
    open();
    const [a, b] = screen.getAllByTestId('loan-result');
    expect(within(a!).getByTestId('loan-emi').textContent).toBe('₹43,391');
    // ₹1,04,13,879 of instalments + ₹25,000 fee.
    expect(within(a!).getByTestId('loan-total').textContent).toBe('₹1,04,38,879');
    expect(within(a!).getByText('Lowest total cost')).toBeTruthy();
    expect(within(b!).getByText('Lowest EMI')).toBeTruthy();
    expect(screen.getByTestId('cheapest-loan').textContent).toBe('Loan A');
  });

  it('adds a third loan and removes it again', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: 'Add a third loan' }));
    expect(screen.getAllByTestId('loan-result')).toHaveLength(3);
    expect(screen.getByRole('group', { name: 'Loan C' })).toBeTruthy();
    // Loan C: 8.4 % over 20 years with a 1 % fee.
    await user.click(screen.getByRole('button', { name: 'Less Loan C processing fee' }));
    const c = screen.getAllByTestId('loan-result')[2]!;
    expect(within(c).getByText(/fee 0.95 %/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove Loan C' }));
    expect(screen.getAllByTestId('loan-result')).toHaveLength(2);
  });
});
