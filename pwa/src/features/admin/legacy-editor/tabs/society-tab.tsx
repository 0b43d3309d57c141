import { DateField } from '../components/date-field';
import { NumberField } from '../components/number-field';
import { SelectField } from '../components/select-field';
import { LIMITS } from '../domain/limits';
import { rupeesReadout } from '../domain/readouts';
import { RWA_STATUSES } from '../domain/value-lists';
import type { TabProps } from './tab-props';

export function SocietyTab({ p, set }: TabProps) {
  const s = p.society;
  const setS = (patch: Partial<typeof s>) => set('society', { ...s, ...patch });
  return (
    <>
      <SelectField
        label="RWA status"
        value={s.rwaStatus}
        options={RWA_STATUSES}
        onChange={(v) => setS({ rwaStatus: v })}
      />
      <DateField
        label="Handover date"
        blank="date"
        value={s.handoverDate}
        onChange={(v) => setS({ handoverDate: v })}
      />
      <NumberField
        label="Total units"
        value={s.totalUnits}
        limit={LIMITS.count}
        onChange={(v) => setS({ totalUnits: v })}
      />
      <NumberField
        label="Occupied units"
        value={s.occupiedUnits}
        limit={LIMITS.count}
        onChange={(v) => setS({ occupiedUnits: v })}
      />
      <NumberField
        label="Occupancy"
        unit="%"
        value={s.occupancyPercentage}
        limit={LIMITS.percent}
        onChange={(v) => setS({ occupancyPercentage: v })}
      />
      <NumberField
        label="Maintenance fund"
        unit="₹"
        value={s.maintenanceFund}
        readout={rupeesReadout}
        limit={LIMITS.rupees}
        onChange={(v) => setS({ maintenanceFund: v })}
      />
    </>
  );
}
