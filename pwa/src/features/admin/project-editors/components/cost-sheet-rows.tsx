import { formatPrice } from '../../../../lib/format';
import { type CostItemDraft, numericText, shownPercentage } from '../domain/cost-sheet';

/** The cost sheet's item rows: label, amount (₹) and percentage (blank shows the computed share). */
export function CostSheetRows({
  items,
  total,
  onChange,
}: {
  items: CostItemDraft[];
  total: number;
  onChange: (items: CostItemDraft[]) => void;
}) {
  const set = (i: number, patch: Partial<CostItemDraft>) =>
    onChange(items.map((item, j) => (j === i ? { ...item, ...patch } : item)));
  return (
    <>
      <table className="ed-table">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Amount (₹)</th>
            <th scope="col">Percentage</th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, i) => (
            <tr key={i} data-testid="cost-row">
              <td>
                <input
                  aria-label={`Item ${i + 1} label`}
                  value={item.label}
                  maxLength={80}
                  placeholder="e.g. Basic sale price"
                  onChange={(e) => set(i, { label: e.target.value })}
                />
              </td>
              <td>
                <input
                  aria-label={`Item ${i + 1} amount`}
                  inputMode="decimal"
                  value={item.amount}
                  onChange={(e) => set(i, { amount: numericText(e.target.value) })}
                />
              </td>
              <td>
                <input
                  aria-label={`Item ${i + 1} percentage`}
                  inputMode="decimal"
                  value={item.percentage}
                  placeholder={`${shownPercentage({ ...item, percentage: '' }, total)}%`}
                  onChange={(e) => set(i, { percentage: numericText(e.target.value) })}
                />
              </td>
              <td>
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  aria-label={`Remove item ${i + 1}`}
                  onClick={() => onChange(items.filter((_, j) => j !== i))}
                >
                  ✕
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="ed-actions">
        <button
          type="button"
          className="btn btn-sm btn-outline"
          onClick={() => onChange([...items, { label: '', amount: '', percentage: '' }])}
        >
          Add item
        </button>
      </div>
      <p className="ed-total">
        <span>Total</span>
        <span data-testid="cost-total">
          ₹{total.toLocaleString('en-IN')}
          {total > 0 ? ` · ${formatPrice(total, 2)}` : ''}
        </span>
      </p>
    </>
  );
}
