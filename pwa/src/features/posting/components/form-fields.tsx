import { createContext, type ReactNode, useContext, useId } from 'react';
import { getPath } from '../domain/value-path';

/**
 * The posting forms' field components. Each reads and writes one dotted path of the form values
 * through FormContext (so a section component is a list of fields, nothing more) and shows that
 * path's validation message once the user has tried to submit.
 */
export interface FormApi {
  values: Record<string, unknown>;
  set: (path: string, value: unknown) => void;
  /** Messages by field path, shown after the first submit attempt. */
  errors: Record<string, string>;
  disabled: boolean;
}

export const FormContext = createContext<FormApi | null>(null);

export function useForm(): FormApi {
  const form = useContext(FormContext);
  if (!form) throw new Error('Posting fields must be inside a FormContext');
  return form;
}

interface FieldProps {
  path: string;
  label: string;
  hint?: string;
}

function FieldFrame({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="post-field" data-field-error={error ? 'true' : undefined}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && <p className="post-hint">{hint}</p>}
      {error && (
        <p className="post-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

function useField(path: string) {
  const form = useForm();
  const id = useId();
  const error = form.errors[path];
  return {
    form,
    id,
    error,
    aria: {
      id,
      'aria-invalid': Boolean(error),
      'aria-describedby': error ? `${id}-error` : undefined,
      disabled: form.disabled,
    },
  };
}

export function TextField({
  path,
  label,
  hint,
  type = 'text',
  placeholder,
  multiline,
  inputMode,
  autoComplete,
}: FieldProps & {
  type?: 'text' | 'email' | 'tel' | 'url' | 'date';
  placeholder?: string;
  multiline?: boolean;
  inputMode?: 'numeric' | 'email' | 'tel' | 'url' | 'text';
  autoComplete?: string;
}) {
  const { form, id, error, aria } = useField(path);
  const value = getPath(form.values, path);
  const text = typeof value === 'string' ? value : '';
  const onChange = (e: { target: { value: string } }) => form.set(path, e.target.value);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      {multiline ? (
        <textarea {...aria} value={text} rows={4} placeholder={placeholder} onChange={onChange} />
      ) : (
        <input
          {...aria}
          type={type}
          value={text}
          placeholder={placeholder}
          inputMode={inputMode}
          autoComplete={autoComplete}
          onChange={onChange}
        />
      )}
    </FieldFrame>
  );
}

/** A number stored as a number (undefined when blank), typed as text so phones show a keypad. */
export function NumberField({ path, label, hint, placeholder }: FieldProps & { placeholder?: string }) {
  const { form, id, error, aria } = useField(path);
  const value = getPath(form.values, path);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        {...aria}
        type="text"
        inputMode="decimal"
        value={typeof value === 'number' ? String(value) : ''}
        placeholder={placeholder}
        onChange={(e) => {
          const raw = e.target.value.replace(/[^\d.]/g, '');
          form.set(path, raw === '' || Number.isNaN(Number(raw)) ? undefined : Number(raw));
        }}
      />
    </FieldFrame>
  );
}

export interface Option {
  value: string;
  label: string;
}

export const options = (values: readonly string[], labels: Record<string, string> = {}): Option[] =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

export function SelectField({
  path,
  label,
  hint,
  choices,
  placeholder,
}: FieldProps & { choices: Option[]; placeholder?: string }) {
  const { form, id, error, aria } = useField(path);
  const value = getPath(form.values, path);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        {...aria}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => form.set(path, e.target.value || undefined)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {choices.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A row of radio buttons drawn as a segmented control (few options, all visible). */
export function ChoiceField({ path, label, choices }: FieldProps & { choices: Option[] }) {
  const { form, id, error } = useField(path);
  const value = getPath(form.values, path);
  return (
    <fieldset
      className="post-choice"
      aria-describedby={error ? `${id}-error` : undefined}
      data-field-error={error ? 'true' : undefined}
    >
      <legend>{label}</legend>
      <div className="post-segments">
        {choices.map((o) => (
          <label key={o.value} className={value === o.value ? 'post-segment is-on' : 'post-segment'}>
            <input
              type="radio"
              name={id}
              value={o.value}
              checked={value === o.value}
              disabled={form.disabled}
              onChange={() => form.set(path, o.value)}
            />
            {o.label}
          </label>
        ))}
      </div>
      {error && (
        <p className="post-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A yes/no question stored as a boolean. */
export function YesNoField({ path, label }: FieldProps) {
  const form = useForm();
  const id = useId();
  const value = getPath(form.values, path);
  return (
    <fieldset className="post-choice">
      <legend>{label}</legend>
      <div className="post-segments">
        {[true, false].map((option) => (
          <label key={String(option)} className={value === option ? 'post-segment is-on' : 'post-segment'}>
            <input
              type="radio"
              name={id}
              checked={value === option}
              disabled={form.disabled}
              onChange={() => form.set(path, option)}
            />
            {option ? 'Yes' : 'No'}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Yes/no flags as check chips, e.g. amenities: each key becomes `${path}.${key}`. */
export function FlagsField({ path, label, choices }: FieldProps & { choices: Option[] }) {
  const form = useForm();
  return (
    <fieldset className="post-choice">
      <legend>{label}</legend>
      <div className="post-chips">
        {choices.map((o) => {
          const on = getPath(form.values, `${path}.${o.value}`) === true;
          return (
            <label key={o.value} className={on ? 'post-chip is-on' : 'post-chip'}>
              <input
                type="checkbox"
                checked={on}
                disabled={form.disabled}
                onChange={() => form.set(`${path}.${o.value}`, !on)}
              />
              {o.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** One section of a form: a card with a heading. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="post-section">
      <h2>{title}</h2>
      <div className="post-section-body">{children}</div>
    </section>
  );
}
