/** A labelled row of toggle chips with an "All" chip first (the leads page's city and purpose). */
export function LeadFilterChips({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="sa-filters">
      <span className="sa-filter-label" id={`sa-${label}`}>
        {label}
      </span>
      <div className="chip-row" role="group" aria-labelledby={`sa-${label}`}>
        {[{ value: '', label: 'All' }, ...options].map((o) => (
          <button
            key={o.value || 'all'}
            type="button"
            className="chip"
            aria-pressed={o.value === value}
            onClick={() => onChange(o.value)}
          >
            {o.label}
          </button>
        ))}
      </div>
    </div>
  );
}
