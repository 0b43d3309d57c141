import { NumberField } from '../components/number-field';
import { RowList } from '../components/row-list';
import { SelectField } from '../components/select-field';
import { LIMITS } from '../domain/limits';
import { unitMixTotals } from '../domain/unit-mix';
import { DEFAULT_UNIT_MIX, UNIT_TYPES } from '../domain/value-lists';
import type { TabProps } from './tab-props';

type UnitRow = TabProps['p']['unitMix'][number];

/**
 * The unit mix: a type (1BHK–5BHK, Studio), a whole count and a share in steps of 0.1 %. A project
 * without one can start from the spec's default mix, on the admin's say-so only: the editor never
 * saves invented numbers on its own.
 */
export function UnitMixTab({ p, set }: TabProps) {
  const totals = unitMixTotals(p.unitMix);
  return (
    <>
      <RowList
        title="Unit types"
        noun="unit type"
        items={p.unitMix}
        blank={(): UnitRow => ({ type: '', count: 0 })}
        onChange={(rows) => set('unitMix', rows)}
        empty="No unit mix yet."
        extra={
          p.unitMix.length === 0 && (
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() =>
                set(
                  'unitMix',
                  DEFAULT_UNIT_MIX.map((row) => ({ ...row })),
                )
              }
            >
              Start from 2BHK 40 % · 3BHK 50 % · 4BHK 10 %
            </button>
          )
        }
        renderRow={(row, update) => (
          <>
            <SelectField
              label="Type"
              value={row.type}
              options={UNIT_TYPES}
              onChange={(v) => update({ ...row, type: v })}
            />
            <NumberField
              label="Units"
              value={row.count}
              limit={LIMITS.count}
              onChange={(v) => update({ ...row, count: v ?? 0 })}
            />
            <NumberField
              label="Share"
              unit="%"
              value={row.percentage}
              limit={LIMITS.percent}
              onChange={(v) => update({ ...row, percentage: v })}
            />
          </>
        )}
      />
      {p.unitMix.length > 0 && (
        <p className={`le-hint le-wide${totals.percentOff ? ' le-warn' : ''}`} role="status">
          {totals.units} units · shares add up to {totals.percent} %{totals.percentOff ? ' (not 100 %)' : ''}
        </p>
      )}
    </>
  );
}
