import './cards.css';

/**
 * A row of toggle chips with one pressed (aria-pressed): a filter or a single choice a phone user
 * taps instead of opening a select. `label` names the group for screen readers.
 */
export function ToggleChips({
  label,
  options,
  value,
  onChange,
  className = '',
}: {
  label: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <div className={`chip-row ${className}`.trim()} role="group" aria-label={label}>
      {options.map((o) => (
        <button
          key={o.label}
          type="button"
          className="chip"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
