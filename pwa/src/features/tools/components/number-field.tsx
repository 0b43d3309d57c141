/**
 * One number a phone user sets with a thumb: − and + buttons a finger can hit, a slider for big
 * moves, and the value itself typed on the number pad (grouped the Indian way for rupees, with
 * "≈ ₹50 L" beside it). A typed value out of range is brought inside it when the field is left.
 */
import { useId, useState } from 'react';
import { groupIndian } from '@propai/api/domain/format/display';
import { shortRupees } from '../domain/money-text';
import { clampTo, parseTyped, roundToStep, type FieldSpec } from '../domain/tool-inputs';

/** The value as the field shows it: '50,00,000', '8.5', '20'. */
export function fieldText(value: number, spec: FieldSpec): string {
  return spec.kind === 'rupees' ? groupIndian(value) : String(value);
}

/** What a screen reader hears for the slider: '₹50,00,000', '8.5 %', '20 years'. */
export function spokenValue(value: number, spec: FieldSpec): string {
  if (spec.kind === 'rupees') return `₹${groupIndian(value)}`;
  if (spec.kind === 'percent') return `${value} %`;
  return `${value} ${value === 1 ? 'year' : 'years'}`;
}

interface NumberFieldProps {
  spec: FieldSpec;
  value: number;
  onChange: (value: number) => void;
  /** A line under the label, e.g. what the field means. */
  note?: string;
  /** Said before the label to screen readers only ('Loan B'), when a page repeats a field. */
  context?: string;
}

export function NumberField({ spec, value, onChange, note, context }: NumberFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const step = (dir: 1 | -1) => {
    setDraft(null);
    onChange(clampTo(spec, roundToStep(value + dir * spec.step, spec.step)));
  };
  // 'Less interest rate', 'More Loan B tenure': the label as said in a sentence (acronyms kept).
  const said = spec.label.charAt(0).toLowerCase() + spec.label.slice(1);
  const name = context ? `${context} ${said}` : said;
  const prefix = spec.kind === 'rupees' ? '₹' : null;
  const suffix =
    spec.kind === 'percent' ? '%' : spec.kind === 'years' ? (value === 1 ? 'year' : 'years') : null;
  return (
    <div className="tl-field">
      <div className="tl-field-head">
        <label htmlFor={id}>
          {context && <span className="visually-hidden">{context} </span>}
          {spec.label}
        </label>
        {spec.kind === 'rupees' && <span className="tl-field-approx">≈ {shortRupees(value)}</span>}
      </div>
      {note && <p className="tl-field-note">{note}</p>}
      <div className="tl-field-row">
        <button
          type="button"
          className="tl-step"
          aria-label={`Less ${name}`}
          disabled={value <= spec.min}
          onClick={() => step(-1)}
        >
          −
        </button>
        <div className="tl-input">
          {prefix && <span aria-hidden="true">{prefix}</span>}
          <input
            id={id}
            inputMode={spec.kind === 'rupees' ? 'numeric' : 'decimal'}
            autoComplete="off"
            value={draft ?? fieldText(value, spec)}
            onChange={(e) => {
              setDraft(e.target.value);
              const n = parseTyped(e.target.value, spec.kind);
              if (n !== null && n >= spec.min && n <= spec.max) onChange(n);
            }}
            onBlur={() => {
              const n = draft === null ? null : parseTyped(draft, spec.kind);
              setDraft(null);
              if (n !== null) onChange(clampTo(spec, n));
            }}
          />
          {suffix && <span aria-hidden="true">{suffix}</span>}
        </div>
        <button
          type="button"
          className="tl-step"
          aria-label={`More ${name}`}
          disabled={value >= spec.max}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
      <input
        type="range"
        className="tl-range"
        aria-label={`${context ? `${context} ` : ''}${spec.label} slider`}
        aria-valuetext={spokenValue(value, spec)}
        min={spec.min}
        max={spec.max}
        step={spec.step}
        value={value}
        onChange={(e) => {
          setDraft(null);
          onChange(clampTo(spec, Number(e.target.value)));
        }}
      />
      <div className="tl-range-ends" aria-hidden="true">
        <span>{spec.kind === 'rupees' ? shortRupees(spec.min) : spokenValue(spec.min, spec)}</span>
        <span>{spec.kind === 'rupees' ? shortRupees(spec.max) : spokenValue(spec.max, spec)}</span>
      </div>
    </div>
  );
}
