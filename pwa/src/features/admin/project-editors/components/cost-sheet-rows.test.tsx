/** The cost sheet rows: blank percentages shown as computed shares, typed numbers kept to digits. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { costTotal, type CostItemDraft } from '../domain/cost-sheet';
import { CostSheetRows } from './cost-sheet-rows';

function Harness({ start }: { start: CostItemDraft[] }) {
  const [items, setItems] = useState(start);
  return <CostSheetRows items={items} total={costTotal(items)} onChange={setItems} />;
}

describe('CostSheetRows', () => {
  it('shows blank shares as computed and totals the amounts', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        start={[
          { label: 'BSP', amount: '750', percentage: '' },
          { label: 'PLC', amount: '250', percentage: '' },
        ]}
      />,
    );
    expect(screen.getByLabelText('Item 1 percentage').getAttribute('placeholder')).toBe('75%');
    expect(screen.getByTestId('cost-total').textContent).toContain('₹1,000');
    const amount = screen.getByLabelText('Item 2 amount');
    await user.clear(amount);
    await user.type(amount, '₹1,250.5.0');
    expect((amount as HTMLInputElement).value).toBe('1250.50');
    expect(screen.getByTestId('cost-total').textContent).toContain('₹2,000.5');
    expect(screen.getByLabelText('Item 1 percentage').getAttribute('placeholder')).toBe('37.5%');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    expect(screen.getAllByTestId('cost-row')).toHaveLength(3);
  });
});
