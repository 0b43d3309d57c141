import { type FormEvent, useEffect, useState } from 'react';
import {
  COMMERCIAL_SUBTYPES,
  FURNISHING,
  HOME_TYPES,
  PG_GENDER,
  PG_OCCUPANCY,
  PG_SHARING,
  SEARCH_TYPES,
  SEAT_TYPES,
  type SearchState,
  type SearchType,
  visibleFilters,
} from '../search-params';
import { SelectField, TextField } from './search-fields';

/** The /search bar: type, city, text, price; home, PG and commercial filters only for their types. */
export function SearchForm({
  state,
  onSearch,
}: {
  state: SearchState;
  onSearch: (next: SearchState) => void;
}) {
  const [draft, setDraft] = useState(state);
  useEffect(() => setDraft(state), [state]);
  const set = (patch: Partial<SearchState>) => setDraft((d) => ({ ...d, ...patch }));
  const num = (text: string) =>
    text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text);
  const show = visibleFilters(draft.type, draft.sub);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, city: draft.city.trim(), q: draft.q.trim() });
  };
  return (
    <form className="search-form" role="search" onSubmit={submit}>
      <SelectField
        label="Type"
        value={draft.type}
        onChange={(v) => set({ type: v as SearchType })}
        options={SEARCH_TYPES}
      />
      <TextField label="City" value={draft.city} onChange={(city) => set({ city })} placeholder="Any city" />
      <TextField
        label="Search"
        className="sf-wide"
        value={draft.q}
        onChange={(q) => set({ q })}
        placeholder="Locality, project, society or landmark"
      />
      <TextField label="Min price (₹)" numeric value={draft.min} onChange={(v) => set({ min: num(v) })} />
      <TextField label="Max price (₹)" numeric value={draft.max} onChange={(v) => set({ max: num(v) })} />
      {show.home && (
        <SelectField
          label="Property type"
          value={draft.ptype}
          onChange={(ptype) => set({ ptype })}
          options={HOME_TYPES}
          any
        />
      )}
      {show.pg && (
        <fieldset className="sf-group" aria-label="PG filters">
          <SelectField
            label="Sharing"
            value={draft.sharing}
            onChange={(sharing) => set({ sharing })}
            options={PG_SHARING}
            any
          />
          <SelectField
            label="Gender"
            value={draft.gender}
            onChange={(gender) => set({ gender })}
            options={PG_GENDER}
            any
          />
          <SelectField
            label="Occupancy"
            value={draft.occ}
            onChange={(occ) => set({ occ })}
            options={PG_OCCUPANCY}
            any
          />
        </fieldset>
      )}
      {show.commercial && (
        <fieldset className="sf-group" aria-label="Commercial filters">
          <SelectField
            label="Sub-type"
            value={draft.sub}
            onChange={(sub) => set({ sub })}
            options={COMMERCIAL_SUBTYPES}
            any
          />
          <TextField
            label="Min area (sq.ft)"
            numeric
            value={draft.amin}
            onChange={(v) => set({ amin: num(v) })}
          />
          <TextField
            label="Max area (sq.ft)"
            numeric
            value={draft.amax}
            onChange={(v) => set({ amax: num(v) })}
          />
          {show.seats && (
            <>
              <SelectField
                label="Seat type"
                value={draft.seatType}
                onChange={(seatType) => set({ seatType })}
                options={SEAT_TYPES}
                any
              />
              <TextField
                label="Min seats"
                numeric
                value={draft.smin}
                onChange={(v) => set({ smin: num(v) })}
              />
              <TextField
                label="Max seats"
                numeric
                value={draft.smax}
                onChange={(v) => set({ smax: num(v) })}
              />
            </>
          )}
        </fieldset>
      )}
      {show.furnishing && (
        <SelectField
          label="Furnishing"
          value={draft.furnish}
          onChange={(furnish) => set({ furnish })}
          options={FURNISHING}
          any
        />
      )}
      <button type="submit" className="btn sf-wide">
        Search
      </button>
    </form>
  );
}
