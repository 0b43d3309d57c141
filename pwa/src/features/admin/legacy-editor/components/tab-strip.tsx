import { type KeyboardEvent, useEffect, useRef } from 'react';
import { tabIndexForKey } from '../../../../lib/tab-keys';
import { LEGACY_TABS, type LegacyTabKey } from '../domain/value-lists';

interface TabStripProps {
  value: LegacyTabKey;
  onChange: (tab: LegacyTabKey) => void;
  /** Tabs holding a field the last save refused get a dot. */
  flagged: ReadonlySet<LegacyTabKey>;
  idPrefix: string;
}

/**
 * The fifteen tabs: a strip that scrolls sideways under the thumb on a phone and a side list on a
 * wide screen (legacy-editor.css). Arrow keys, Home and End move between tabs (WAI-ARIA tabs).
 */
export function TabStrip({ value, onChange, flagged, idPrefix }: TabStripProps) {
  const selected = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    // Bring the chosen tab into view in the sideways strip (happy-dom has no scrollIntoView).
    selected.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [value]);

  const move = (e: KeyboardEvent) => {
    const i = LEGACY_TABS.findIndex((t) => t.key === value);
    const next = tabIndexForKey(e.key, i, LEGACY_TABS.length, true);
    const tab = LEGACY_TABS[next];
    if (!tab) return;
    e.preventDefault();
    onChange(tab.key);
    document.getElementById(`${idPrefix}-tab-${tab.key}`)?.focus();
  };

  return (
    <div className="le-tabs" role="tablist" aria-label="Project sections" onKeyDown={move}>
      {LEGACY_TABS.map((t) => {
        const on = t.key === value;
        return (
          <button
            key={t.key}
            ref={on ? selected : undefined}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${t.key}`}
            aria-selected={on}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={on ? 0 : -1}
            className={`le-tab${on ? ' is-on' : ''}`}
            onClick={() => onChange(t.key)}
          >
            {t.label}
            {flagged.has(t.key) && (
              <>
                <span className="le-tab-dot" aria-hidden="true">
                  •
                </span>
                <span className="visually-hidden"> (has an error)</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
