import { Link } from 'react-router-dom';
import { useLocalityCounts } from '../api/use-locality-counts';
import { formatIndianNumber } from '../../../lib/format';
import { exploreSearchPath } from '../../../lib/explore-place';

export const POPULAR_LOCALITIES = [
  'Gurgaon',
  'Noida',
  'Greater Noida',
  'Dwarka Expressway',
  'Golf Course Road',
  'Sohna Road',
] as const;

/**
 * Popular localities, each with its real project count once the API has answered. A tile opens
 * what the hero search would for its name (a city, or a road inside Gurgaon as city + area), and
 * its count is the total of that page's own request (use-locality-counts.ts).
 */
export function LocalityTiles() {
  const counts = useLocalityCounts(POPULAR_LOCALITIES);
  return (
    <section className="home-section" aria-labelledby="home-localities">
      <h2 id="home-localities" className="home-h2">
        Popular localities
      </h2>
      <div className="home-tiles">
        {POPULAR_LOCALITIES.map((name) => (
          <Link key={name} to={exploreSearchPath(name)} className="home-tile">
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
