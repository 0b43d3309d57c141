type Option = string | { readonly value: string; readonly label: string };

const LABELS: Record<string, string> = {
  semifurnished: 'Semi-furnished',
  mall_shop: 'Mall shop',
  hotdesk: 'Hot desk',
  coworking: 'Co-working',
};
const labelOf = (o: Option) =>
  typeof o === 'string' ? (LABELS[o] ?? o.charAt(0).toUpperCase() + o.slice(1)) : o.label;
const valueOf = (o: Option) => (typeof o === 'string' ? o : o.value);

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  /** Adds an empty 'Any' choice (no filter). */
  any?: boolean;
}

export function SelectField({ label, value, onChange, options, any }: SelectFieldProps) {
  return (
    <label className="field">
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        {any && <option value="">Any</option>}
        {options.map((o) => (
          <option key={valueOf(o)} value={valueOf(o)}>
            {labelOf(o)}
          </option>
        ))}
      </select>
    </label>
  );
}

interface TextFieldProps {
  label: string;
  value: string | number | undefined;
  onChange: (value: string) => void;
  placeholder?: string;
  numeric?: boolean;
  className?: string;
}

export function TextField({ label, value, onChange, placeholder, numeric, className }: TextFieldProps) {
  return (
    <label className={`field ${className ?? ''}`}>
      {label}
      <input
        value={value ?? ''}
        inputMode={numeric ? 'numeric' : undefined}
        type={numeric ? 'text' : 'search'}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
