import { useId } from 'react';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** 'date' and 'month' use the phone's date wheel; 'url' and 'email' its keyboard. */
  type?: 'text' | 'date' | 'month' | 'url' | 'email';
  multiline?: boolean;
  required?: boolean;
  error?: string | null;
  hint?: string;
  placeholder?: string;
  readOnly?: boolean;
  inputMode?: 'numeric' | 'text';
  autoComplete?: string;
  /** Spans both columns on wide screens (descriptions, notes). */
  wide?: boolean;
}

/** A labelled text input or text area of the legacy editor, with its error under it. */
export function TextField({
  label,
  value,
  onChange,
  type = 'text',
  multiline = false,
  required = false,
  error,
  hint,
  placeholder,
  readOnly,
  inputMode,
  autoComplete = 'off',
  wide = multiline,
}: TextFieldProps) {
  const id = useId();
  const note = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const common = {
    id,
    value,
    placeholder,
    readOnly,
    required,
    'aria-invalid': Boolean(error),
    'aria-describedby': note,
  };
  return (
    <div className={`le-field${wide ? ' le-wide' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {error ? (
        <p className="le-error" id={`${id}-error`}>
          {error}
        </p>
      ) : (
        hint && (
          <p className="le-hint" id={`${id}-hint`}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}
