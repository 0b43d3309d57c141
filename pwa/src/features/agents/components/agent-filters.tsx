/**
 * The directory's filters as designed controls: the three types as a segmented row, the name
 * search, and chips for the cities (and, once a city is chosen, its localities) that have agents of
 * the chosen type — each with how many, from the directory's own answer.
 */
import type { AgentDirectory } from '@propai/api/wire';
import { useEffect, useState } from 'react';
import { TYPE_TABS } from '../domain/agent-text';

export interface DirectoryFilters {
  type: string;
  city: string;
  locality: string;
  q: string;
}

export function TypeTabs({ type, onType }: { type: string; onType: (t: string) => void }) {
  return (
    <div className="ag-tabs" role="group" aria-label="Show">
      {TYPE_TABS.map((t) => (
        <button key={t.value} type="button" aria-pressed={type === t.value} onClick={() => onType(t.value)}>
          {t.label}
        </button>
      ))}
    </div>
  );
}

/** The name search: applied 300 ms after the last keystroke, or at once on Enter. */
export function NameSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  useEffect(() => {
    if (text.trim() === q) return;
    const t = window.setTimeout(() => onSearch(text.trim()), 300);
    return () => window.clearTimeout(t);
  }, [text, q, onSearch]);
  return (
    <form
      className="ag-search"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor="ag-q" className="visually-hidden">
        Search by name or company
      </label>
      <input
        id="ag-q"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Search by name or company"
        autoComplete="off"
      />
    </form>
  );
}

export function PlaceChips({
  data,
  filters,
  onPlace,
}: {
  data: AgentDirectory | null;
  filters: DirectoryFilters;
  onPlace: (city: string, locality: string) => void;
}) {
  const cities = data?.cities ?? [];
  const localities = data?.localities ?? [];
  return (
    <>
      <div className="chip-row" role="group" aria-label="City">
        <button type="button" className="chip" aria-pressed={!filters.city} onClick={() => onPlace('', '')}>
          All cities
        </button>
        {cities.map((c) => (
          <button
            key={c.name}
            type="button"
            className="chip"
            aria-pressed={filters.city === c.name}
            onClick={() => onPlace(c.name, '')}
          >
            {c.name} · {c.agents}
          </button>
        ))}
      </div>
      {filters.city && localities.length > 0 && (
        <div className="chip-row" role="group" aria-label={`Localities in ${filters.city}`}>
          <button
            type="button"
            className="chip"
            aria-pressed={!filters.locality}
            onClick={() => onPlace(filters.city, '')}
          >
            All of {filters.city}
          </button>
          {localities.map((l) => (
            <button
              key={l.name}
              type="button"
              className="chip"
              aria-pressed={filters.locality.toLowerCase() === l.name.toLowerCase()}
              onClick={() => onPlace(filters.city, l.name)}
            >
              {l.name} · {l.agents}
            </button>
          ))}
        </div>
      )}
    </>
  );
}
