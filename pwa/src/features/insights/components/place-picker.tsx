/**
 * City and locality as chips a thumb can tap (never a browser select): the cities that have
 * figures, then the localities of the chosen one, "All of {city}" first. Only places the API has
 * figures for are offered.
 */
import { useEffect, useRef } from 'react';
import { ToggleChips } from '../../../components/ui/toggle-chips';
import type { MarketAreaRow } from '../api/insights-api';

export interface Place {
  city: string;
  locality: string | null;
}

interface PlacePickerProps {
  cities: readonly MarketAreaRow[];
  localities: readonly MarketAreaRow[];
  value: Place;
  onChange: (next: Place) => void;
  /** Without it, only cities are offered (the overview and the AI summaries pick a city). */
  withLocalities?: boolean;
  /** Adds an "All cities" chip (value city ''), for lists that can show every city. */
  allCities?: boolean;
}

export function PlacePicker({
  cities,
  localities,
  value,
  onChange,
  withLocalities = true,
  allCities,
}: PlacePickerProps) {
  // Cities with the most listings first; localities in name order (easier to find among eleven).
  const byData = [...cities].sort((a, b) => b.salePsf.points - a.salePsf.points);
  const cityOptions = [
    ...(allCities ? [{ value: '', label: 'All cities' }] : []),
    ...byData.map((c) => ({ value: c.area.city, label: c.area.city })),
  ];
  const inCity = localities.filter((l) => l.area.city === value.city);
  const box = useRef<HTMLDivElement>(null);
  // A chosen chip far along a row (a shared link to Sohna) is scrolled into sight.
  useEffect(() => {
    for (const chip of box.current?.querySelectorAll<HTMLElement>('.chip[aria-pressed="true"]') ?? []) {
      const row = chip.parentElement;
      if (!row) continue;
      const [r, c] = [row.getBoundingClientRect(), chip.getBoundingClientRect()];
      row.scrollLeft += c.left - r.left - (r.width - c.width) / 2;
    }
  }, [value.city, value.locality]);
  return (
    <div className="ins-picker" ref={box}>
      <ToggleChips
        label="City"
        options={cityOptions}
        value={value.city}
        onChange={(city) => onChange({ city, locality: null })}
        className="ins-chips"
      />
      {withLocalities && value.city && inCity.length > 0 && (
        <ToggleChips
          label={`Locality in ${value.city}`}
          options={[
            { value: '', label: `All of ${value.city}` },
            ...inCity.map((l) => ({ value: l.area.locality ?? '', label: l.area.locality ?? '' })),
          ]}
          value={value.locality ?? ''}
          onChange={(locality) => onChange({ city: value.city, locality: locality || null })}
          className="ins-chips ins-chips-localities"
        />
      )}
    </div>
  );
}
