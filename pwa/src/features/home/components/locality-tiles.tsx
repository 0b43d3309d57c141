import { Link } from 'react-router-dom';
import { useLocalityCounts } from '../api/use-locality-counts';
import { formatIndianNumber } from '../../../lib/format';

export const POPULAR_LOCALITIES = [
  'Gurgaon',
  'Noida',
  'Greater Noida',
  'Dwarka Expressway',
  'Golf Course Road',
  'Sohna Road',
] as const;

export function localityPath(name: string): string {
  return `/explore?${new URLSearchParams({ city: name, type: 'buy' }).toString()}`;
}

/** Popular localities, each with its real project count once the API has answered. */
export function LocalityTiles() {
  const counts = useLocalityCounts(POPULAR_LOCALITIES);
  return (
    <section className="home-section" aria-labelledby="home-localities">
      <h2 id="home-localities" className="home-h2">
        Popular localities
      </h2>
      <div className="home-tiles">
        {POPULAR_LOCALITIES.map((name) => (
          <Link key={name} to={localityPath(name)} className="home-tile">
            <strong>{name}</strong>
            <span className="home-tile-count">
              {counts[name] != null
                ? `${formatIndianNumber(counts[name])} ${counts[name] === 1 ? 'project' : 'projects'}`
                : '\u00a0'}
            </span>
          </Link>
        ))}
      </div>
    </section>
  );
}
