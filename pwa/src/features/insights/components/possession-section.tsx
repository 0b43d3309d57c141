/** Possession delays of a place's projects: the counts, the median delay and the longest delays. */
import { Link } from 'react-router-dom';
import type { MarketArea } from '../api/insights-api';

export function PossessionSection({ area }: { area: MarketArea }) {
  const p = area.possession;
  return (
    <section className="ins-section" aria-labelledby="ins-possession-title">
      <h2 id="ins-possession-title">Possession delays</h2>
      {p.projects === 0 ? (
        <p className="ins-note">No project here has a promised possession date on record.</p>
      ) : (
        <p className="ins-note" data-figure="possession">
          {p.delayed} of {p.projects} projects with a promised date are delayed
          {p.delayed > 0 && (
            <>
              , {p.long} by 12 months or more; median delay {p.medianMonths} months
            </>
          )}
          .
        </p>
      )}
      {p.items.length > 0 && (
        <ul className="ins-delays">
          {p.items.map((d) => (
            <li key={d.slug || d.name}>
              {d.slug ? <Link to={`/projects/${d.slug}`}>{d.name}</Link> : <span>{d.name}</span>}
              <strong>{d.months} months</strong>
              <span className="ins-delay-dates">
                {d.status} · promised {d.promised}, expected {d.expected}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
