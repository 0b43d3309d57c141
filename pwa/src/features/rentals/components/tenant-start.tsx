/** The tenant view's way in: search rentals and PGs, and the two renting tools. Shown to everyone. */
import { Link } from 'react-router-dom';

const LINKS = [
  { to: '/browse/listings?category=rent', title: 'Homes for rent', text: 'Flats, floors and houses' },
  { to: '/pg', title: 'PG and co-living', text: 'Rooms with meals and sharing' },
  { to: '/tools/application', title: 'Your rental application', text: 'One profile to send owners' },
  { to: '/tools/rent-calculator', title: 'Rent vs buy calculator', text: 'Which costs less, year by year' },
] as const;

export function TenantStart() {
  return (
    <nav className="tn-start" aria-label="Find a rental">
      {LINKS.map((l) => (
        <Link key={l.to} className="tn-tile" to={l.to}>
          <span className="tn-tile-title">{l.title}</span>
          <span className="tn-tile-text">{l.text}</span>
        </Link>
      ))}
    </nav>
  );
}
