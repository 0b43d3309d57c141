import { ARTICLE_CITIES } from '@propai/api/domain/blogs/article-rules';
import { useId, type ReactNode } from 'react';
import { ToggleChips } from '../../../components/ui/toggle-chips';

/** A labelled text field of the editor with its hint and the server's message for it. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  maxLength,
  multiline = false,
  inputMode,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  maxLength: number;
  multiline?: boolean;
  inputMode?: 'url' | 'text';
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const common = {
    id,
    value,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
  return (
    <div className="ae-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type="text" inputMode={inputMode} onChange={(e) => onChange(e.target.value)} />
      )}
      {hint && (
        <p className="ae-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="ae-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

const CITY_OPTIONS = [
  { value: '', label: 'All NCR' },
  ...ARTICLE_CITIES.map((c) => ({ value: c, label: c })),
];

/** The article's city as thumb-sized chips: none (all of NCR) or one city. */
export function CityChips({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  return (
    <div className="ae-field">
      <span className="ae-label" aria-hidden="true">
        City
      </span>
      <ToggleChips
        label="City"
        options={CITY_OPTIONS}
        value={value}
        onChange={onChange}
        className="ae-chips"
      />
      {error && (
        <p className="ae-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
