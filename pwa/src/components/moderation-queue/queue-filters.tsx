import { IonModal } from '@ionic/react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMediaQuery } from '../../lib/use-media-query';
import '../ui/choice-chips.css';

export interface QueueFilterDef {
  /** The URL parameter, e.g. `status`. */
  name: string;
  label: string;
  /**
   * chips: one of a few, always visible; more: one of several, behind "More filters" on a phone
   * (a chip group in a sheet), in a row from 768 px; toggle: one chip, on = `value`.
   */
  kind: 'chips' | 'more' | 'toggle';
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
  /** Sets one filter, or several at once (a Reset): one URL change, so none is lost. */
  const set = (def: QueueFilterDef | readonly QueueFilterDef[], value: string) => {
    const next = new URLSearchParams(params);
    const list: readonly QueueFilterDef[] = 'name' in def ? [def] : def;
    for (const d of list) {
      if (!value || value === d.defaultValue) next.delete(d.name);
      else next.set(d.name, value);
    }
    setParams(next, { replace: true });
  };
  /** One string for "these filters": the queue's key, so new filters start at page 1. */
  const key = defs.map((d) => `${d.name}=${values[d.name]}`).join('&');
  return { values, set, key };
}

/** One filter control: a chip group (one of several), or a toggle chip. */
function FilterControl({
  def,
  value,
  onChange,
}: {
  def: QueueFilterDef;
  value: string;
  onChange: (def: QueueFilterDef, value: string) => void;
}) {
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
  const group = (
    <div className="choice-chips" role="group" aria-label={def.label}>
      {def.options.map((o) => chip(o.value === value, o.label, o.value, o.value))}
    </div>
  );
  if (def.kind === 'chips') return group;
  // A "more" filter: its chips under a visible heading (the sheet and the wide row list several).
  return (
    <div className="mq-more-group">
      <h3 className="mq-more-label" aria-hidden="true">
        {def.label}
      </h3>
      {group}
    </div>
  );
}

/** Where the "more" filters sit in a row under the chips instead of behind a button and a sheet. */
const FILTERS_INLINE_QUERY = '(min-width: 768px)';

/**
 * Chips and toggles always in view. The other filters are chip groups too (no raw selects: a phone
 * user gets designed controls) behind "More filters": on a phone a sheet like /buy's, applied as
 * they are tapped (the list under the sheet follows), with Reset and Done; from 768 px a row that
 * unfolds under the chips (open at once when one of them is set).
 */
export function QueueFilters({
  defs,
  values,
  onChange,
}: {
  defs: readonly QueueFilterDef[];
  values: Record<string, string>;
  /** One filter, or several set to their defaults at once ('' = default). */
  onChange: (def: QueueFilterDef | readonly QueueFilterDef[], value: string) => void;
}) {
  const rowId = useId();
  const [open, setOpen] = useState(false);
  const inline = useMediaQuery(FILTERS_INLINE_QUERY);
  const shown = (def: QueueFilterDef) => !def.when || def.when(values);
  const more = defs.filter((d) => d.kind === 'more' && shown(d));
  const changed = more.filter((d) => (values[d.name] ?? '') !== (d.defaultValue ?? ''));
  // Wide: the row starts open when a link or reload brought one of its filters, else folded.
  const [rowOpen, setRowOpen] = useState(changed.length > 0);
  const control = (def: QueueFilterDef) => (
    <FilterControl key={def.name} def={def} value={values[def.name] ?? ''} onChange={onChange} />
  );
  return (
    <div className="mq-filters" role="group" aria-label="Filters">
      <div className="mq-filter-chips">
        {defs.filter((d) => d.kind !== 'more' && shown(d)).map(control)}
        {more.length > 0 && (
          <button
            type="button"
            className={inline && rowOpen ? 'choice-chip mq-more is-on' : 'choice-chip mq-more'}
            {...(inline
              ? { 'aria-expanded': rowOpen, 'aria-controls': rowId }
              : { 'aria-haspopup': 'dialog' as const })}
            onClick={() => (inline ? setRowOpen((o) => !o) : setOpen(true))}
          >
            More filters{changed.length > 0 ? ` (${changed.length})` : ''}
          </button>
        )}
      </div>
      {more.length > 0 && inline && rowOpen && (
        <div className="mq-more-row" id={rowId}>
          {more.map(control)}
        </div>
      )}
      {more.length > 0 && !inline && (
        <IonModal
          isOpen={open}
          onDidDismiss={() => setOpen(false)}
          breakpoints={[0, 0.92]}
          initialBreakpoint={0.92}
          className="mq-filter-sheet"
          aria-label="More filters"
        >
          <div className="mq-fs">
            <header className="mq-fs-head">
              <h2>More filters</h2>
            </header>
            <div className="mq-fs-body">{more.map(control)}</div>
            <footer className="mq-fs-foot">
              <button
                type="button"
                className="btn btn-outline"
                disabled={changed.length === 0}
                onClick={() => onChange(changed, '')}
              >
                Reset
              </button>
              <button type="button" className="btn" onClick={() => setOpen(false)}>
                Done
              </button>
            </footer>
          </div>
        </IonModal>
      )}
    </div>
  );
}
