import { SelectField } from '../components/select-field';
import { TextField } from '../components/text-field';
import { RERA_STATUSES } from '../domain/value-lists';
import type { TabProps } from './tab-props';

/** The RERA registration; the save sends it as rera{number, status} and legal's reraNumber/reraStatus. */
export function ReraTab({ p, set, errors }: TabProps) {
  return (
    <>
      <TextField
        label="RERA number"
        value={p.rera.number}
        onChange={(v) => set('rera', { ...p.rera, number: v })}
        error={errors['rera.number'] ?? errors['legal.reraNumber']}
        placeholder="e.g. UPRERAPRJ123456"
      />
      <SelectField
        label="RERA status"
        value={p.rera.status}
        options={RERA_STATUSES}
        onChange={(v) => set('rera', { ...p.rera, status: v })}
      />
    </>
  );
}
