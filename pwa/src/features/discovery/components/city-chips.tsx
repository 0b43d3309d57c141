import { EXPLORE_CITIES } from '../explore-filters';

/** The explore city strip; 'All' clears the city. */
export function CityChips({ city, onPick }: { city: string; onPick: (city: string) => void }) {
  const current = city.toLowerCase();
  return (
    <nav className="chip-row ex-cities" aria-label="Cities">
      {EXPLORE_CITIES.map((name) => {
        const value = name === 'All' ? '' : name;
        return (
          <button
            key={name}
            type="button"
            className="chip"
            aria-pressed={current === value.toLowerCase()}
            onClick={() => onPick(value)}
          >
            {name}
          </button>
        );
      })}
    </nav>
  );
}
