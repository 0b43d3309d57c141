import { useEffect, useId, useRef, useState } from 'react';
import { type NumberLimit, parseByLimit } from '../domain/limits';

interface NumberFieldProps {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  limit: NumberLimit;
  /** Shown after the box: '%', '₹', '/ 5'. */
  unit?: string;
  hint?: string;
  /** How the kept value reads in words or units, shown under the box (e.g. '₹1.25 Cr'). */
  readout?: (value: number) => string;
}

const show = (v: number | undefined) => (v === undefined ? '' : String(v));

/**
 * A number box for a thumb: the numeric keyboard (inputmode), the limit's min/max/step for the
 * browser, and every keystroke read with the limit (limits.ts) so the model is never out of range.
 * The typed text is kept while focused ('12.' stays '12.'); on leaving it shows the value kept.
 */
export function NumberField({ label, value, onChange, limit, unit, hint, readout }: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(show(value));
  const focused = useRef(false);

  // A value set from outside (Apply JSON, Reset) replaces the text unless the user is typing.
  useEffect(() => {
    if (!focused.current) setText(show(value));
  }, [value]);

  return (
    <div className="le-field">
      <label htmlFor={id}>{label}</label>
      <div className="le-number">
        <input
          id={id}
          type="text"
          // Phone keypads without a minus key would block southern/western coordinates.
          inputMode={limit.min < 0 ? 'text' : limit.integer ? 'numeric' : 'decimal'}
          aria-describedby={hint ? `${id}-hint` : undefined}
          value={text}
          autoComplete="off"
          onFocus={() => {
            focused.current = true;
          }}
          onBlur={() => {
            focused.current = false;
            setText(show(value));
          }}
          onChange={(e) => {
            setText(e.target.value);
            onChange(parseByLimit(e.target.value, limit));
          }}
        />
        {unit && <span className="le-unit">{unit}</span>}
      </div>
      {hint && (
        <p className="le-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {readout && value !== undefined && (
        <p className="le-readout" aria-live="polite">
          {readout(value)}
        </p>
      )}
    </div>
  );
}
