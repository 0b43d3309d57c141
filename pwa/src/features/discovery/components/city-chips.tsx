import { EXPLORE_CITIES } from '@propai/api/domain/discovery/explore-filters';
import { type PlaceQuery, placeQuery, samePlace } from '../../../lib/explore-place';

interface CityChipsProps {
  city: string;
  area: string;
  onPick: (place: PlaceQuery) => void;
}

/**
 * The explore city strip, one chip per place; 'All' clears the city. A place inside a city
 * ('Sohna Road') is its city plus area, so its chip is lit only for that place, never for the city.
 */
export function CityChips({ city, area, onPick }: CityChipsProps) {
  return (
    <nav className="chip-row ex-cities" aria-label="Cities">
      {EXPLORE_CITIES.map((name) => {
        const place = name === 'All' ? {} : placeQuery(name);
        return (
          <button
            key={name}
            type="button"
            className="chip"
            aria-pressed={samePlace(city, place.city) && samePlace(area, place.area)}
            onClick={() => onPick(place)}
          >
            {name}
          </button>
        );
      })}
    </nav>
  );
}
