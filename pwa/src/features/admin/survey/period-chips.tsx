import { PERIODS } from './survey-period';
import type { PeriodId } from './survey-period';

/** 7 / 30 / 90 days / all, as toggle chips (one pressed). */
export function PeriodChips({ value, onChange }: { value: PeriodId; onChange: (id: PeriodId) => void }) {
  return (
    <div className="chip-row" role="group" aria-label="Period">
      {PERIODS.map((p) => (
        <button
          key={p.id}
          type="button"
          className="chip"
          aria-pressed={p.id === value}
          onClick={() => onChange(p.id)}
        >
          {p.label}
        </button>
      ))}
    </div>
  );
}
