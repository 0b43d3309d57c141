import { type FormEvent, useEffect, useState } from 'react';
import type { BrowseState } from '@propai/api/domain/discovery/listing-query';

interface ListingFiltersProps {
  state: BrowseState;
  onApply: (patch: Pick<BrowseState, 'q' | 'city' | 'min' | 'max'>) => void;
  /** Placeholder of the free-text box (the PG page asks for a locality, not a project). */
  placeholder?: string;
}

const toNumber = (text: string) =>
  text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text);

/** The browser's search bar: text, city, min and max price; submitted together. */
export function ListingFilters({ state, onApply, placeholder }: ListingFiltersProps) {
  const [q, setQ] = useState(state.q);
  const [city, setCity] = useState(state.city);
  const [min, setMin] = useState(state.min?.toString() ?? '');
  const [max, setMax] = useState(state.max?.toString() ?? '');
  // Back/forward changes the URL under the form: show what the list is filtered by.
  useEffect(() => {
    setQ(state.q);
    setCity(state.city);
    setMin(state.min?.toString() ?? '');
    setMax(state.max?.toString() ?? '');
  }, [state.q, state.city, state.min, state.max]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ q: q.trim(), city: city.trim(), min: toNumber(min), max: toNumber(max) });
  };
  return (
    <form className="lb-filters" role="search" onSubmit={submit}>
      <label className="field lb-q">
        Search
        <input
          type="search"
          name="q"
          value={q}
          placeholder={placeholder ?? 'Locality, project or society'}
          onChange={(e) => setQ(e.target.value)}
        />
      </label>
      <label className="field">
        City
        <input name="city" value={city} placeholder="Any city" onChange={(e) => setCity(e.target.value)} />
      </label>
      <label className="field">
        Min price (₹)
        <input name="min" inputMode="numeric" value={min} onChange={(e) => setMin(e.target.value)} />
      </label>
      <label className="field">
        Max price (₹)
        <input name="max" inputMode="numeric" value={max} onChange={(e) => setMax(e.target.value)} />
      </label>
      <button type="submit" className="btn lb-go">
        Search
      </button>
    </form>
  );
}
