import { describe, expect, it } from 'vitest';
import {
  costSheetBody,
  costTotal,
  importCostSheet,
  numericText,
  shownPercentage,
  type CostItemDraft,
} from './cost-sheet';

const item = (label: string, amount: string, percentage = ''): CostItemDraft => ({
  label,
  amount,
  percentage,
});

describe('cost-sheet maths', () => {
  it('totals the amounts, blank and unreadable amounts counting as 0', () => {
    expect(costTotal([item('BSP', '7500000'), item('PLC', '250000.5'), item('Club', '')])).toBe(7750000.5);
    expect(costTotal([])).toBe(0);
  });

  it('shows a blank percentage as the share of the total, to one decimal', () => {
    const items = [item('BSP', '750'), item('PLC', '200'), item('GST', '50', '12')];
    const total = costTotal(items);
    expect(total).toBe(1000);
    expect(shownPercentage(items[0]!, total)).toBe(75);
    expect(shownPercentage(items[1]!, total)).toBe(20);
    // A typed percentage is kept as typed, not recomputed.
    expect(shownPercentage(items[2]!, total)).toBe(12);
    expect(shownPercentage(item('x', '1'), 3)).toBe(33.3);
    expect(shownPercentage(item('x', '5'), 0)).toBe(0);
  });

  it('keeps digits and one decimal point in numeric fields', () => {
    expect(numericText('₹ 1,20,000.50.1')).toBe('120000.501');
    expect(numericText('abc')).toBe('');
    expect(numericText('12.')).toBe('12.');
  });

  it('sends blank fields as absent and drops rows without a label', () => {
    const body = costSheetBody({
      unitType: ' 3BHK ',
      superArea: '1650',
      basePriceCr: '',
      bspRate: '9500',
      items: [item('BSP', '15675000'), item(' ', '10'), item('PLC', '300000', '2')],
      notes: '',
    });
    expect(body).toEqual({
      unitType: '3BHK',
      superArea: 1650,
      basePriceCr: undefined,
      bspRate: 9500,
      items: [
        { label: 'BSP', amount: 15675000, percentage: undefined },
        { label: 'PLC', amount: 300000, percentage: 2 },
      ],
      notes: undefined,
    });
  });

  it('imports an object or a bare list of items, `item` reading as the label', () => {
    expect(importCostSheet('[{"item":"BSP","amount":100}]')?.items).toEqual([item('BSP', '100')]);
    const sheet = importCostSheet(
      '{"unitType":"2BHK","superArea":"1,200","items":[{"label":"A","amount":5,"percentage":50}]}',
    );
    expect(sheet?.unitType).toBe('2BHK');
    expect(sheet?.superArea).toBe('1200');
    expect(sheet?.items).toEqual([item('A', '5', '50')]);
    expect(importCostSheet('not json')).toBeNull();
    expect(importCostSheet('42')).toBeNull();
  });
});
