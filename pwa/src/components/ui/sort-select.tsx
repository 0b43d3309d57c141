/**
 * The sort control of result lists (/explore, /buy, /browse/listings): a labelled select of the
 * list's sort options. `hideLabel` keeps the label for screen readers only.
 */
export interface SortOption<T extends string> {
  value: T;
  label: string;
}

interface SortSelectProps<T extends string> {
  value: T;
  options: readonly SortOption<T>[];
  onChange: (value: T) => void;
  className: string;
  label?: string;
  hideLabel?: boolean;
}

export function SortSelect<T extends string>({
  value,
  options,
  onChange,
  className,
  label = 'Sort by',
  hideLabel = false,
}: SortSelectProps<T>) {
  return (
    <label className={`field ${className}`}>
      {hideLabel ? <span className="visually-hidden">{label}</span> : label}
      <select
        value={value}
        onChange={(e) => onChange(options.find((o) => o.value === e.target.value)?.value ?? value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
