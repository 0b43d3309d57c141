import type { ReactNode } from 'react';

interface RowListProps<T> {
  /** The list's heading, e.g. 'Towers'. */
  title: string;
  /** What one row is called in its buttons and heading, e.g. 'tower'. */
  noun: string;
  items: T[];
  onChange: (items: T[]) => void;
  /** A blank row for Add. */
  blank: () => T;
  renderRow: (item: T, update: (item: T) => void, index: number) => ReactNode;
  /** Shown when the list is empty. */
  empty?: string;
  /** Extra controls beside Add (e.g. 'Use the default mix'). */
  extra?: ReactNode;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A list of editable rows with Add and Remove (towers, unit mix, payment plans, updates, reviews,
 * subscription blocks). Each row is a card with its own fields, one column on a phone.
 */
export function RowList<T>({
  title,
  noun,
  items,
  onChange,
  blank,
  renderRow,
  empty,
  extra,
}: RowListProps<T>) {
  const update = (index: number) => (item: T) => onChange(items.map((it, i) => (i === index ? item : it)));
  return (
    <section className="le-list le-wide" aria-label={title}>
      <h3 className="le-list-title">{title}</h3>
      {items.length === 0 && <p className="le-hint">{empty ?? `No ${noun}s yet.`}</p>}
      {items.map((item, index) => (
        <div className="le-row" key={index} role="group" aria-label={`${capital(noun)} ${index + 1}`}>
          <div className="le-row-head">
            <span className="le-row-title">
              {capital(noun)} {index + 1}
            </span>
            <button
              type="button"
              className="btn btn-outline btn-sm le-remove"
              aria-label={`Remove ${noun} ${index + 1}`}
              onClick={() => onChange(items.filter((_, i) => i !== index))}
            >
              Remove
            </button>
          </div>
          <div className="le-grid">{renderRow(item, update(index), index)}</div>
        </div>
      ))}
      <div className="le-list-actions">
        <button
          type="button"
          className="btn btn-outline btn-sm"
          onClick={() => onChange([...items, blank()])}
        >
          + Add {noun}
        </button>
        {extra}
      </div>
    </section>
  );
}
