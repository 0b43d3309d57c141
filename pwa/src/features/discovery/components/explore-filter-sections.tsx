import {
  MAX_PRICE_LABELS,
  MIN_PRICE_LABELS,
  parsePriceLabel,
  priceLabelFor,
} from '@propai/api/domain/discovery/price-options';
import {
  type ExploreFilters,
  PROPERTY_TYPES,
  STATUS_CLASSES,
  type StatusClass,
  UNIT_TYPES,
} from '@propai/api/domain/discovery/explore-filters';

export type FilterTab = 'budget' | 'ptype' | 'unit' | 'status';
export const FILTER_TABS: { value: FilterTab; label: string }[] = [
  { value: 'budget', label: 'Budget' },
  { value: 'ptype', label: 'Property Type' },
  { value: 'unit', label: 'Unit Type' },
  { value: 'status', label: 'Possession Status' },
];

interface SectionProps {
  filters: ExploreFilters;
  onChange: (patch: Partial<ExploreFilters>) => void;
}

const toggle = <T,>(list: readonly T[], item: T): T[] =>
  list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

/** Min and max budget from the spec's option lists ('10Cr+' = no upper bound). */
export function BudgetSection({ filters, onChange }: SectionProps) {
  const minLabel = priceLabelFor(filters.priceMin ?? null, MIN_PRICE_LABELS);
  const maxLabel = priceLabelFor(filters.priceMax ?? null, MAX_PRICE_LABELS);
  return (
    <div className="fs-budget">
      <label className="field">
        Min budget
        <select
          value={minLabel}
          onChange={(e) => onChange({ priceMin: parsePriceLabel(e.target.value) ?? undefined })}
        >
          <option value="">No min</option>
          {MIN_PRICE_LABELS.map((l) => (
            <option key={l} value={l}>
              ₹{l}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        Max budget
        <select
          value={maxLabel}
          onChange={(e) =>
            onChange({
              priceMax: e.target.value.endsWith('+')
                ? undefined
                : (parsePriceLabel(e.target.value) ?? undefined),
            })
          }
        >
          <option value="">No max</option>
          {MAX_PRICE_LABELS.map((l) => (
            <option key={l} value={l}>
              ₹{l}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

export function PropertyTypeSection({ filters, onChange }: SectionProps) {
  return (
    <div className="fs-chips" role="group" aria-label="Property Type">
      {PROPERTY_TYPES.map((t) => (
        <button
          key={t}
          type="button"
          className="chip"
          aria-pressed={filters.ptypes.includes(t)}
          onClick={() => onChange({ ptypes: toggle(filters.ptypes, t) })}
        >
          {t}
        </button>
      ))}
    </div>
  );
}

export function UnitTypeSection({ filters, onChange }: SectionProps) {
  return (
    <div className="fs-chips" role="group" aria-label="Unit Type">
      {UNIT_TYPES.map((u) => (
        <button
          key={u.value}
          type="button"
          className="chip"
          aria-pressed={filters.bhk.includes(u.value)}
          onClick={() => onChange({ bhk: toggle(filters.bhk, u.value) })}
        >
          {u.label}
        </button>
      ))}
    </div>
  );
}

/** All three classes are on by default; at least one stays on. */
export function StatusSection({ filters, onChange }: SectionProps) {
  const flip = (s: StatusClass) => {
    const next = toggle(filters.status, s);
    if (next.length) onChange({ status: STATUS_CLASSES.map((c) => c.value).filter((c) => next.includes(c)) });
  };
  return (
    <div className="fs-chips" role="group" aria-label="Possession Status">
      {STATUS_CLASSES.map((s) => (
        <button
          key={s.value}
          type="button"
          className="chip"
          aria-pressed={filters.status.includes(s.value)}
          onClick={() => flip(s.value)}
        >
          {s.label}
        </button>
      ))}
    </div>
  );
}

export function FilterSection({ tab, ...props }: SectionProps & { tab: FilterTab }) {
  if (tab === 'budget') return <BudgetSection {...props} />;
  if (tab === 'ptype') return <PropertyTypeSection {...props} />;
  if (tab === 'unit') return <UnitTypeSection {...props} />;
  return <StatusSection {...props} />;
}
