import { ToggleChips } from '../../../components/ui/toggle-chips';
import { PERIODS } from './survey-period';
import type { PeriodId } from './survey-period';

const OPTIONS = PERIODS.map((p) => ({ value: p.id, label: p.label }));

/** 7 / 30 / 90 days / all, as toggle chips (one pressed). */
export function PeriodChips({ value, onChange }: { value: PeriodId; onChange: (id: PeriodId) => void }) {
  return (
    <ToggleChips
      label="Period"
      options={OPTIONS}
      value={value}
      onChange={(id) => {
        const period = PERIODS.find((p) => p.id === id);
        if (period) onChange(period.id);
      }}
    />
  );
}
