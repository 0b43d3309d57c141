import { useId } from 'react';
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
}

/** The queue's filters, read from and written to the URL (so a link or a reload keeps them). */
export function useQueueParams(defs: readonly QueueFilterDef[]) {
  const [params, setParams] = useSearchParams();
  const valueOf = (def: QueueFilterDef): string => {
    const asked = params.get(def.name);
    return def.options.some((o) => o.value === asked) ? (asked ?? '') : (def.defaultValue ?? '');
  };
  const values = Object.fromEntries(defs.map((d) => [d.name, valueOf(d)]));
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

/** Chips for the few-valued filters, labelled selects for the many-valued ones. */
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
  return (
    <div className="mq-filters" role="group" aria-label="Filters">
      {defs.map((def) => {
        const value = values[def.name] ?? '';
        if (def.kind === 'select') {
          return (
            <label key={def.name} className="field mq-select" htmlFor={`${id}-${def.name}`}>
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
        if (def.kind === 'toggle') {
          const on = value === def.options[0]?.value;
          return (
            <button
              key={def.name}
              type="button"
              className={on ? 'choice-chip is-on' : 'choice-chip'}
              aria-pressed={on}
              onClick={() => onChange(def, on ? '' : (def.options[0]?.value ?? ''))}
            >
              {def.label}
            </button>
          );
        }
        return (
          <div key={def.name} className="choice-chips" role="group" aria-label={def.label}>
            {def.options.map((o) => {
              const on = o.value === value;
              return (
                <button
                  key={o.value}
                  type="button"
                  className={on ? 'choice-chip is-on' : 'choice-chip'}
                  aria-pressed={on}
                  onClick={() => onChange(def, o.value)}
                >
                  {o.label}
                </button>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}
