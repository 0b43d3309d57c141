import { Link } from 'react-router-dom';

interface FooterLink {
  label: string;
  to: string;
  live?: boolean;
}
interface FooterColumn {
  title: string;
  links: FooterLink[];
}

// Spec §2 Home: the Rentals and Browse Homes columns (with 'Homes for Sale' and 'Rental
// Properties') are live; so is every other link whose page now exists (the EMI calculator, the
// valuation, AI Insights, and the buying guide for 'First-time buyers' and, at its #home-loan step,
// 'Home loans': DECISIONS, no "Coming soon" for what the spec describes). The rest point at pages the
// spec marks as not built and stay disabled with a 'Coming soon' tooltip.
const columns: FooterColumn[] = [
  {
    title: 'Browse Homes',
    links: [
      { label: 'Homes for Sale', to: '/browse/listings?category=sale', live: true },
      { label: 'Rental Properties', to: '/browse/listings?category=rent', live: true },
      { label: 'New projects', to: '/explore', live: true },
      { label: 'Plots', to: '/plots', live: true },
      { label: 'Commercial', to: '/browse/listings?category=commercial', live: true },
    ],
  },
  {
    title: 'Rentals',
    links: [
      // /search filters rentals by furnishing (and shows the filter it applied).
      { label: 'Furnished rentals', to: '/search?type=rent&furnish=furnished', live: true },
      { label: 'PG / Co-living', to: '/browse/listings?category=pg', live: true },
      { label: 'Post a rental', to: '/sell/post', live: true },
    ],
  },
  {
    title: 'Mortgage & Tools',
    links: [
      { label: 'Mortgage rates', to: '/mortgage/rates' },
      { label: 'EMI calculator', to: '/tools/emi', live: true },
      { label: 'Home valuation', to: '/valuation', live: true },
      { label: 'Home loans', to: '/resources/buying-guide#home-loan', live: true },
      { label: 'Pre-approval', to: '/mortgage/pre-approval' },
      { label: 'Refinance', to: '/mortgage/refinance' },
    ],
  },
  {
    title: 'Research',
    links: [
      { label: 'Research', to: '/research' },
      { label: 'Learn', to: '/learn' },
      { label: 'AI Insights', to: '/ai-insights', live: true },
      { label: 'Investment insights', to: '/market-insights/investment', live: true },
      { label: 'First-time buyers', to: '/resources/buying-guide', live: true },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Careers', to: '/careers' },
      { label: 'Help', to: '/help', live: true },
      { label: 'Advertise', to: '/advertise' },
      { label: 'Mobile app', to: '/mobile' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Fair housing', to: '/fair-housing' },
      { label: 'Terms', to: '/terms' },
      { label: 'Privacy', to: '/privacy' },
      { label: 'Cookies', to: '/cookies' },
    ],
  },
];

export function HomeFooter() {
  return (
    <footer className="home-footer">
      <div className="home-footer-cols">
        {columns.map((col) => {
          const live = col.links.some((l) => l.live);
          return (
            <section key={col.title}>
              <h2>
                {col.title}
                {!live && <span className="tag tag-dev">In development</span>}
              </h2>
              <ul>
                {col.links.map((l) => (
                  <li key={l.to}>
                    {l.live ? (
                      <Link to={l.to}>{l.label}</Link>
                    ) : (
                      <span className="home-footer-off" aria-disabled="true" title="Coming soon">
                        {l.label}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <p className="home-footer-note">© PropAI · Delhi NCR</p>
    </footer>
  );
}
