import { JsonArea } from '../components/json-area';
import { NumberField } from '../components/number-field';
import { RowList } from '../components/row-list';
import { TextField } from '../components/text-field';
import { ToggleField } from '../components/toggle-field';
import type { EditorPaymentPlan } from '../domain/editor-project';
import { LIMITS } from '../domain/limits';
import { milestonesFrom } from '../domain/normalise-project';
import type { TabProps } from './tab-props';

type Milestone = EditorPaymentPlan['milestones'][number];

const blankPlan = (): EditorPaymentPlan => ({
  name: '',
  description: '',
  isActive: true,
  milestones: [],
  notes: '',
});

export function PaymentPlansTab({ p, set }: TabProps) {
  return (
    <RowList
      title="Plans"
      noun="plan"
      items={p.paymentPlans}
      blank={blankPlan}
      onChange={(plans) => set('paymentPlans', plans)}
      renderRow={(plan, update) => (
        <>
          <TextField label="Plan name" value={plan.name} onChange={(v) => update({ ...plan, name: v })} />
          <NumberField
            label="Base discount"
            unit="%"
            value={plan.baseDiscountPercent}
            limit={LIMITS.percent}
            onChange={(v) => update({ ...plan, baseDiscountPercent: v })}
          />
          <div className="le-field le-toggle-field">
            <ToggleField
              label="Plan offered now"
              checked={plan.isActive}
              onChange={(v) => update({ ...plan, isActive: v })}
            />
          </div>
          <TextField
            label="Description"
            multiline
            value={plan.description}
            onChange={(v) => update({ ...plan, description: v })}
          />
          <RowList
            title="Milestones"
            noun="milestone"
            items={plan.milestones}
            blank={(): Milestone => ({ label: '' })}
            onChange={(milestones) => update({ ...plan, milestones })}
            renderRow={(m, updateMilestone) => (
              <>
                <TextField
                  label="Milestone"
                  value={m.label}
                  placeholder="e.g. On booking"
                  onChange={(v) => updateMilestone({ ...m, label: v })}
                />
                <NumberField
                  label="Share due"
                  unit="%"
                  value={m.percent}
                  limit={LIMITS.percent}
                  onChange={(v) => updateMilestone({ ...m, percent: v })}
                />
              </>
            )}
          />
          <details className="le-details le-wide">
            <summary>Paste milestones as JSON</summary>
            <JsonArea
              label="Milestones (JSON)"
              kind="array"
              value={plan.milestones}
              onValid={(v) => update({ ...plan, milestones: milestonesFrom(v) })}
              hint='A list like [{"label": "On booking", "percent": 10}]; it replaces the rows above.'
            />
          </details>
          <TextField
            label="Notes"
            multiline
            value={plan.notes}
            onChange={(v) => update({ ...plan, notes: v })}
          />
        </>
      )}
    />
  );
}
