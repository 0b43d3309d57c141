import { DateField } from '../components/date-field';
import { NumberField } from '../components/number-field';
import { RowList } from '../components/row-list';
import { SelectField } from '../components/select-field';
import { TextField } from '../components/text-field';
import type { EditorTower } from '../domain/editor-project';
import { LIMITS } from '../domain/limits';
import { CONSTRUCTION_STATUSES } from '../domain/value-lists';
import type { TabProps } from './tab-props';

const blankTower = (): EditorTower => ({ name: '', progressPct: 0, status: '' });

/** Construction: phase, overall progress, each tower's progress, and the three possession dates. */
export function OverviewTab({ p, set }: TabProps) {
  const c = p.construction;
  const setC = (patch: Partial<typeof c>) => set('construction', { ...c, ...patch });
  const setPossession = (key: keyof typeof c.possession, v: string) =>
    setC({ possession: { ...c.possession, [key]: v } });
  return (
    <>
      <SelectField
        label="Construction phase"
        value={c.status}
        options={CONSTRUCTION_STATUSES}
        onChange={(v) => setC({ status: v })}
      />
      <NumberField
        label="Overall progress"
        unit="%"
        value={c.progressPercent}
        limit={LIMITS.progress}
        onChange={(v) => setC({ progressPercent: v })}
      />
      <DateField
        label="Possession promised"
        blank="month"
        value={c.possession.promised}
        onChange={(v) => setPossession('promised', v)}
        hint="As registered with RERA."
      />
      <DateField
        label="Possession revised"
        blank="month"
        value={c.possession.revised}
        onChange={(v) => setPossession('revised', v)}
      />
      <DateField
        label="Possession actual"
        blank="month"
        value={c.possession.actual}
        onChange={(v) => setPossession('actual', v)}
      />
      <RowList
        title="Towers"
        noun="tower"
        items={c.towers}
        blank={blankTower}
        onChange={(towers) => setC({ towers })}
        renderRow={(t, update) => (
          <>
            <TextField label="Tower name" value={t.name} onChange={(v) => update({ ...t, name: v })} />
            <NumberField
              label="Tower progress"
              unit="%"
              value={t.progressPct}
              limit={LIMITS.progress}
              onChange={(v) => update({ ...t, progressPct: v })}
            />
            <NumberField
              label="Floors"
              value={t.floors}
              limit={LIMITS.floors}
              onChange={(v) => update({ ...t, floors: v })}
            />
            <TextField label="Tower status" value={t.status} onChange={(v) => update({ ...t, status: v })} />
          </>
        )}
      />
    </>
  );
}
