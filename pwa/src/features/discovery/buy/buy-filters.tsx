import { BUY_AMENITIES, BUY_BHK, type BuyState } from './buy-params';

const num = (t: string) => (t.trim() === '' || !Number.isFinite(Number(t)) ? undefined : Number(t));

/** BHK, budget and amenities, applied at once (sidebar on wide screens, drawer on phones). */
export function BuyFilters({
  state,
  onChange,
}: {
  state: BuyState;
  onChange: (patch: Partial<BuyState>) => void;
}) {
  return (
    <div className="buy-filters">
      <h3>BHK</h3>
      <div className="fs-chips">
        {BUY_BHK.map((b) => (
          <button
            key={b}
            type="button"
            className="chip"
            aria-pressed={state.bhk === b}
            onClick={() => onChange({ bhk: state.bhk === b ? '' : b, page: 1 })}
          >
            {b} BHK
          </button>
        ))}
      </div>
      <h3>Amenities</h3>
      <div className="fs-chips">
        {BUY_AMENITIES.map((a) => {
          const on = state.amenities.includes(a);
          const next = on
            ? state.amenities.filter((x) => x !== a)
            : BUY_AMENITIES.filter((x) => x === a || state.amenities.includes(x));
          return (
            <button
              key={a}
              type="button"
              className="chip"
              aria-pressed={on}
              onClick={() => onChange({ amenities: next, page: 1 })}
            >
              {a}
            </button>
          );
        })}
      </div>
      <h3>Budget (₹)</h3>
      <div className="fs-budget">
        <label className="field">
          Min
          <input
            // Keyed by the value: a Reset (or a new URL) shows the new bound, not the old text.
            key={`min-${state.min ?? ''}`}
            inputMode="numeric"
            placeholder="No min"
            defaultValue={state.min ?? ''}
            onBlur={(e) => onChange({ min: num(e.target.value), page: 1 })}
          />
        </label>
        <label className="field">
          Max
          <input
            key={`max-${state.max ?? ''}`}
            inputMode="numeric"
            placeholder="No max"
            defaultValue={state.max ?? ''}
            onBlur={(e) => onChange({ max: num(e.target.value), page: 1 })}
          />
        </label>
      </div>
    </div>
  );
}
