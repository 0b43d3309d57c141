interface Props {
  value: string;
  remember: boolean;
  required: boolean;
  onChange: (value: string) => void;
  onRememberChange: (remember: boolean) => void;
}

/** The optional x-admin-key, asked for plainly when the server demands it. */
export function AdminKeyField({ value, remember, required, onChange, onRememberChange }: Props) {
  return (
    <div className={`audit-key${required ? ' is-required' : ''}`}>
      <label>
        {required ? 'Enter admin key' : 'Admin key (only if the server asks for one)'}
        <input
          type="password"
          autoComplete="off"
          value={value}
          aria-invalid={required && !value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
      <label className="audit-remember">
        <input type="checkbox" checked={remember} onChange={(e) => onRememberChange(e.target.checked)} />
        Remember for this tab
      </label>
    </div>
  );
}
