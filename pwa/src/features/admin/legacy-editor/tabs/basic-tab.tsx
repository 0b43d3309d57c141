import { DateField } from '../components/date-field';
import { NumberField } from '../components/number-field';
import { SelectField } from '../components/select-field';
import { StringListField } from '../components/string-list-field';
import { TextField } from '../components/text-field';
import { ToggleField } from '../components/toggle-field';
import { LIMITS } from '../domain/limits';
import { rupeesReadout } from '../domain/readouts';
import { CONSTRUCTION_STATUSES } from '../domain/value-lists';
import type { TabProps } from './tab-props';

export function BasicTab({ p, set, errors }: TabProps) {
  return (
    <>
      <TextField
        label="Project name"
        value={p.name}
        onChange={(v) => set('name', v)}
        required
        error={errors.name}
      />
      <TextField label="Developer" value={p.developer} onChange={(v) => set('developer', v)} />
      <TextField label="Builder" value={p.builder} onChange={(v) => set('builder', v)} />
      <TextField label="City" value={p.city} onChange={(v) => set('city', v)} />
      <TextField label="District" value={p.district} onChange={(v) => set('district', v)} />
      <TextField label="State" value={p.state} onChange={(v) => set('state', v)} />
      <NumberField
        label="Starting price"
        unit="₹"
        value={p.startingPrice}
        limit={LIMITS.rupees}
        onChange={(v) => set('startingPrice', v)}
        hint="In rupees, e.g. 12500000 for ₹1.25 Cr."
        readout={rupeesReadout}
      />
      <SelectField
        label="Construction status"
        value={p.constructionStatus}
        options={CONSTRUCTION_STATUSES}
        onChange={(v) => set('constructionStatus', v)}
      />
      <DateField
        label="Possession date"
        blank="month"
        value={p.possessionDate}
        onChange={(v) => set('possessionDate', v)}
        error={errors.possessionDate}
      />
      <div className="le-field le-toggle-field">
        <ToggleField label="Verified project" checked={p.verified} onChange={(v) => set('verified', v)} />
      </div>
      <TextField
        label="Description"
        multiline
        value={p.description}
        onChange={(v) => set('description', v)}
      />
      <StringListField
        label="Image URLs"
        noun="image"
        type="url"
        placeholder="https://… or /api/files/…"
        items={p.images}
        onChange={(v) => set('images', v)}
      />
    </>
  );
}
