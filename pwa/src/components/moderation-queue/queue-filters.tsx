import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import '../ui/choice-chips.css';

export interface QueueFilterDef {
  /** The URL parameter, e.g. `status`. */
  name: string;
  label: string;
  /** chips: one of a few, always visible; select: one of many; toggle: one chip, on = `value`. */
  kind: 'chips' | 'select' | 'toggle';
  options: readonly { value: string; label: string }[];
  /** The value meant when the URL has none (left out of the URL when chosen). */
  defaultValue?: string;
  /** Shown (and sent) only while the other filters allow it, e.g. "unconfirmed" only for live. */
  when?: (values: Readonly<Record<string, string>>) => boolean;
}

/** The queue's filters, read from and written to the URL (so a link or a reload keeps them). */
export function useQueueParams(defs: readonly QueueFilterDef[]) {
  const [params, setParams] = useSearchParams();
  const valueOf = (def: QueueFilterDef): string => {
    const asked = params.get(def.name);
    return def.options.some((o) => o.value === asked) ? (asked ?? '') : (def.defaultValue ?? '');
  };
  const raw = Object.fromEntries(defs.map((d) => [d.name, valueOf(d)]));
  // A filter that does not apply to the others (stale without status=live) is off, not sent.
  const values = Object.fromEntries(defs.map((d) => [d.name, !d.when || d.when(raw) ? raw[d.name]! : '']));
  const set = (def: QueueFilterDef, value: string) => {
    const next = new URLSearchParams(params);
    if (!value || value === def.defaultValue) next.delete(def.name);
    else next.set(def.name, value);
    setParams(next, { replace: true });
  };
  /** One string for "these filters": the queue's key, so new filters start at page 1. */
  const key = defs.map((d) => `${d.name}=${values[d.name]}`).join('&');
  return { values, set, key };
}

/** One filter control: chips (one of a few), a toggle chip, or a labelled select. */
function FilterControl({
  def,
  value,
  id,
  onChange,
}: {
  def: QueueFilterDef;
  value: string;
  id: string;
  onChange: (def: QueueFilterDef, value: string) => void;
}) {
  if (def.kind === 'select') {
    return (
      <label className="mq-select" htmlFor={`${id}-${def.name}`}>
        {def.label}
        <select id={`${id}-${def.name}`} value={value} onChange={(e) => onChange(def, e.target.value)}>
          {def.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
    );
  }
  const chip = (on: boolean, label: string, next: string, key?: string) => (
    <button
      key={key}
      type="button"
      className={on ? 'choice-chip is-on' : 'choice-chip'}
      aria-pressed={on}
      onClick={() => onChange(def, next)}
    >
      {label}
    </button>
  );
  if (def.kind === 'toggle') {
    const on = value === def.options[0]?.value;
    return chip(on, def.label, on ? '' : (def.options[0]?.value ?? ''));
  }
  return (
    <div className="choice-chips" role="group" aria-label={def.label}>
      {def.options.map((o) => chip(o.value === value, o.label, o.value, o.value))}
    </div>
  );
}

/**
 * Chips and toggles always in view; the selects behind a "More filters" button on phones (they
 * would push the first listing off the screen), in one row from 768 px.
 */
export function QueueFilters({
  defs,
  values,
  onChange,
}: {
  defs: readonly QueueFilterDef[];
  values: Record<string, string>;
  onChange: (def: QueueFilterDef, value: string) => void;
}) {
  const id = useId();
  const [more, setMore] = useState(false);
  const selects = defs.filter((d) => d.kind === 'select');
  const active = selects.filter((d) => (values[d.name] ?? '') !== (d.defaultValue ?? '')).length;
  const shown = (def: QueueFilterDef) => !def.when || def.when(values);
  const control = (def: QueueFilterDef) => (
    <FilterControl key={def.name} def={def} value={values[def.name] ?? ''} id={id} onChange={onChange} />
  );
  return (
    <div className="mq-filters" role="group" aria-label="Filters">
      <div className="mq-filter-chips">
        {defs.filter((d) => d.kind !== 'select' && shown(d)).map(control)}
        {selects.length > 0 && (
          <button
            type="button"
            className="choice-chip mq-more"
            aria-expanded={more}
            aria-controls={`${id}-selects`}
            onClick={() => setMore((m) => !m)}
          >
            More filters{active > 0 ? ` (${active})` : ''}
          </button>
        )}
      </div>
      <div id={`${id}-selects`} className={more ? 'mq-filter-selects is-open' : 'mq-filter-selects'}>
        {selects.map(control)}
      </div>
    </div>
  );
}
