import { NumberField } from '../components/number-field';
import { SelectField } from '../components/select-field';
import { StringListField } from '../components/string-list-field';
import { TextField } from '../components/text-field';
import { LIMITS } from '../domain/limits';
import { BILLING_FREQUENCIES } from '../domain/value-lists';
import type { TabProps } from './tab-props';

export function MaintenanceTab({ p, set }: TabProps) {
  const m = p.maintenance;
  const setM = (patch: Partial<typeof m>) => set('maintenance', { ...m, ...patch });
  return (
    <>
      <NumberField
        label="Cost per sq.ft"
        unit="₹"
        value={m.costPerSqft}
        limit={LIMITS.ratePerSqft}
        onChange={(v) => setM({ costPerSqft: v })}
      />
      <TextField label="Maintenance agency" value={m.agency} onChange={(v) => setM({ agency: v })} />
      <SelectField
        label="Billing frequency"
        value={m.billingFrequency}
        options={BILLING_FREQUENCIES}
        onChange={(v) => setM({ billingFrequency: v })}
      />
      <StringListField
        label="Included services"
        noun="service"
        placeholder="e.g. Housekeeping"
        items={m.includedServices}
        onChange={(v) => setM({ includedServices: v })}
      />
    </>
  );
}
