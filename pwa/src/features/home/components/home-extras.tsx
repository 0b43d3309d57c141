import { Link } from 'react-router-dom';

/** The interactive-map teaser. */
export function MapTeaser() {
  return (
    <section className="home-section">
      <Link to="/insights/interactive-map" className="home-map">
        <div>
          <h2 className="home-h2">Explore on the map</h2>
          <p>See projects and listings across Delhi NCR on a map, coloured by price per sq ft.</p>
          <span className="btn btn-sm">Open the map</span>
        </div>
      </Link>
    </section>
  );
}

const insights = [
  {
    title: 'Under-construction projects',
    text: 'Possession dates, tower progress and delays, project by project.',
    to: '/explore?status=under-construction',
  },
  {
    title: 'Weekly market pulse',
    text: 'Prices, launches and what changed this week in Delhi NCR.',
    to: '/blogs/pulse',
  },
  {
    title: 'Rentals and PGs',
    text: 'Rooms, flats and co-living near offices and colleges.',
    to: '/browse/listings?category=rent',
  },
];

/** Market insights: entry points into real data, no marketing numbers. */
export function MarketInsights() {
  return (
    <section className="home-section" aria-labelledby="home-insights">
      <h2 id="home-insights" className="home-h2">
        Market insights
      </h2>
      <div className="home-cards">
        {insights.map((c) => (
          <Link key={c.to} to={c.to} className="home-card">
            <h3>{c.title}</h3>
            <p>{c.text}</p>
          </Link>
        ))}
      </div>
    </section>
  );
}

const trust = [
  {
    title: 'RERA on every project',
    text: 'Registration numbers and status come with the project, not a sales pitch.',
  },
  {
    title: 'Scores you can check',
    text: 'A project score only appears when there is data behind it: RERA, escrow, delays and reports.',
  },
  {
    title: 'Buyers speak up',
    text: 'Community reports about delays, quality and hidden charges, moderated and open to all.',
  },
];

export function TrustPoints() {
  return (
    <section className="home-section" aria-labelledby="home-trust">
      <h2 id="home-trust" className="home-h2">
        Why PropAI
      </h2>
      <ul className="home-trust">
        {trust.map((t) => (
          <li key={t.title}>
            <strong>{t.title}</strong>
            <span>{t.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
