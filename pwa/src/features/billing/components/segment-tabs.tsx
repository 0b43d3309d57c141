import type { KeyboardEvent } from 'react';
import { tabIndexForKey } from '../../../lib/tab-keys';

export interface Segment<T extends string> {
  value: T;
  label: string;
}

/**
 * A two-or-more-way segmented control drawn for a thumb (billing.css `.bl-segments`): equal
 * buttons in one pill, the chosen one raised. WAI-ARIA tabs: arrow keys, Home and End move between
 * segments; each tab controls the panel `${idBase}-panel`.
 */
export function SegmentTabs<T extends string>({
  label,
  idBase,
  segments,
  value,
  onChange,
}: {
  label: string;
  idBase: string;
  segments: readonly Segment<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  const move = (e: KeyboardEvent) => {
    const i = segments.findIndex((s) => s.value === value);
    const next = segments[tabIndexForKey(e.key, i, segments.length)];
    if (!next) return;
    e.preventDefault();
    onChange(next.value);
    document.getElementById(`${idBase}-tab-${next.value}`)?.focus();
  };
  return (
    <div className="bl-segments" role="tablist" aria-label={label} onKeyDown={move}>
      {segments.map((s) => {
        const on = s.value === value;
        return (
          <button
            key={s.value}
            type="button"
            role="tab"
            id={`${idBase}-tab-${s.value}`}
            aria-selected={on}
            aria-controls={`${idBase}-panel`}
            tabIndex={on ? 0 : -1}
            className={`bl-segment${on ? ' is-on' : ''}`}
            onClick={() => onChange(s.value)}
          >
            {s.label}
          </button>
        );
      })}
    </div>
  );
}
