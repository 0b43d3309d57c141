import { DateField } from '../components/date-field';
import { NumberField } from '../components/number-field';
import { RowList } from '../components/row-list';
import { StringListField } from '../components/string-list-field';
import { TextField } from '../components/text-field';
import type { EditorUpdate } from '../domain/editor-project';
import { LIMITS } from '../domain/limits';
import type { TabProps } from './tab-props';

const blankUpdate = (): EditorUpdate => ({ date: '', title: '', text: '', images: [], tower: '' });

/** Construction updates: what happened, when, on which tower, and the progress it reached. */
export function UpdatesTab({ p, set }: TabProps) {
  return (
    <RowList
      title="Construction updates"
      noun="update"
      items={p.updates}
      blank={blankUpdate}
      onChange={(updates) => set('updates', updates)}
      renderRow={(u, update) => (
        <>
          <DateField label="Date" blank="date" value={u.date} onChange={(v) => update({ ...u, date: v })} />
          <TextField label="Title" value={u.title} onChange={(v) => update({ ...u, title: v })} />
          <TextField label="Tower" value={u.tower} onChange={(v) => update({ ...u, tower: v })} />
          <NumberField
            label="Progress"
            unit="%"
            value={u.progressPercent}
            limit={LIMITS.progress}
            onChange={(v) => update({ ...u, progressPercent: v })}
          />
          <TextField
            label="What happened"
            multiline
            value={u.text}
            onChange={(v) => update({ ...u, text: v })}
          />
          <StringListField
            label="Photo URLs"
            noun="photo"
            type="url"
            items={u.images}
            onChange={(images) => update({ ...u, images })}
          />
        </>
      )}
    />
  );
}
