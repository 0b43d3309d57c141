import { NumberField } from '../components/number-field';
import { RowList } from '../components/row-list';
import { TextField } from '../components/text-field';
import { ToggleField } from '../components/toggle-field';
import { LIMITS } from '../domain/limits';
import { rupeesReadout } from '../domain/readouts';
import type { TabProps } from './tab-props';

type Block = TabProps['p']['subscription']['subscriptionBlocks'][number];

export function SubscriptionTab({ p, set }: TabProps) {
  const s = p.subscription;
  return (
    <>
      <div className="le-field le-toggle-field le-wide">
        <ToggleField
          label="Subscription offered"
          checked={s.enabled}
          onChange={(enabled) => set('subscription', { ...s, enabled })}
        />
      </div>
      <RowList
        title="Subscription blocks"
        noun="block"
        items={s.subscriptionBlocks}
        blank={(): Block => ({ name: '', description: '' })}
        onChange={(subscriptionBlocks) => set('subscription', { ...s, subscriptionBlocks })}
        renderRow={(b, update) => (
          <>
            <TextField label="Block name" value={b.name} onChange={(v) => update({ ...b, name: v })} />
            <NumberField
              label="Price"
              unit="₹"
              value={b.price}
              readout={rupeesReadout}
              limit={LIMITS.rupees}
              onChange={(v) => update({ ...b, price: v })}
            />
            <TextField
              label="Description"
              multiline
              value={b.description}
              onChange={(v) => update({ ...b, description: v })}
            />
          </>
        )}
      />
    </>
  );
}
