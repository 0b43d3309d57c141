/**
 * One question's answers as thumb-sized chips (toggle buttons with aria-pressed), single or multiple
 * choice: the phone user taps, never types. Used by the survey wizard and the survey sign-up form.
 */
import './choice-chips.css';

interface ChoiceChipsProps {
  label: string;
  options: readonly { value: string; label: string }[];
  multiple: boolean;
  value: unknown;
  onChange: (value: string | string[]) => void;
}

export function ChoiceChips({ label, options, multiple, value, onChange }: ChoiceChipsProps) {
  const asText = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);
  const list = Array.isArray(value) ? (value as unknown[]) : [value];
  const chosen = new Set(list.map(asText).filter((v): v is string => v !== null));
  const toggle = (option: string) => {
    if (!multiple) return onChange(option);
    const next = new Set(chosen);
    if (next.has(option)) next.delete(option);
    else next.add(option);
    // Keep the options' order, whatever order they were tapped in.
    onChange(options.map((o) => o.value).filter((v) => next.has(v)));
  };
  return (
    <div className="choice-chips" role="group" aria-label={label}>
      {options.map((o) => {
        const on = chosen.has(o.value);
        return (
          <button
            key={o.value}
            type="button"
            className={on ? 'choice-chip is-on' : 'choice-chip'}
            aria-pressed={on}
            onClick={() => toggle(o.value)}
          >
            {o.label}
          </button>
        );
      })}
    </div>
  );
}
