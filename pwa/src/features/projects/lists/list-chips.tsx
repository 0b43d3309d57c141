/**
 * The filters of the project lists as chips a thumb can hit: a single choice among places, several
 * statuses at once, and one developer found by typing part of its name (there may be hundreds).
 */
import { useState } from 'react';
import { formatIndianNumber } from '../../../lib/format';

export interface ChipOption {
  value: string;
  label: string;
  count?: number;
}

const withCount = (o: ChipOption) =>
  o.count === undefined ? o.label : `${o.label} · ${formatIndianNumber(o.count)}`;

/** One of the options or none ('All …'): pressing the chosen chip again clears it. */
export function SingleChips({
  label,
  allLabel,
  options,
  value,
  onChange,
  wrap = false,
}: {
  label: string;
  allLabel: string;
  options: readonly ChipOption[];
  value: string;
  onChange: (value: string) => void;
  wrap?: boolean;
}) {
  return (
    <div className={wrap ? 'pl-chips' : 'chip-row'} role="group" aria-label={label}>
      <button type="button" className="chip" aria-pressed={value === ''} onClick={() => onChange('')}>
        {allLabel}
      </button>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          className="chip"
          aria-pressed={value === o.value}
          onClick={() => onChange(value === o.value ? '' : o.value)}
        >
          {withCount(o)}
        </button>
      ))}
    </div>
  );
}

/** Any number of the options; none pressed means all. */
export function MultiChips<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: T; label: string }[];
  value: readonly T[];
  onChange: (value: T[]) => void;
}) {
  return (
    <div className="pl-chips" role="group" aria-label={label}>
      {options.map((o) => {
        const on = value.includes(o.value);
        return (
          <button
            key={o.value}
            type="button"
            className="chip"
            aria-pressed={on}
            onClick={() =>
              onChange(options.map((x) => x.value).filter((v) => (v === o.value ? !on : value.includes(v))))
            }
          >
            {o.label}
          </button>
        );
      })}
    </div>
  );
}

const SHOWN = 12;

/** One developer: a search box narrows the chips; the chosen one always stays in view. */
export function DeveloperPicker({
  options,
  value,
  onChange,
}: {
  options: readonly ChipOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  const [text, setText] = useState('');
  const needle = text.trim().toLowerCase();
  const matches = options.filter((o) => !needle || o.label.toLowerCase().includes(needle));
  const chosen = options.find((o) => o.value === value);
  const shown = matches.slice(0, SHOWN);
  if (chosen && !shown.includes(chosen)) shown.unshift(chosen);
  return (
    <div className="pl-dev">
      {options.length > SHOWN && (
        <label className="field">
          <span>Find a developer</span>
          <input
            type="search"
            value={text}
            placeholder="Type a name"
            onChange={(e) => setText(e.target.value)}
          />
        </label>
      )}
      <SingleChips
        label="Developer"
        allLabel="All developers"
        options={shown}
        value={value}
        onChange={onChange}
        wrap
      />
      {matches.length > shown.length && (
        <p className="pl-muted">
          {formatIndianNumber(matches.length - shown.length)} more: type part of a name to find them.
        </p>
      )}
      {needle && matches.length === 0 && <p className="pl-muted">No developer matches “{text.trim()}”.</p>}
    </div>
  );
}
