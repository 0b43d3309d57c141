import { Link } from 'react-router-dom';
import { PageLayout } from '../../../components/ui/page-layout';
import '../billing.css';

/**
 * /billing (Billing & Plans). The all-free flag is on (spec part 1: it defaults to true), so there is
 * nothing to buy: the page says so plainly and lists what every account gets. No plan or price is
 * shown that does not exist.
 */
const FEATURES: Array<{ title: string; text: string; to: string }> = [
  {
    title: 'Post listings',
    text: 'Homes, rentals, PGs, commercial spaces and plots, with photos, even offline.',
    to: '/sell/post',
  },
  {
    title: 'Project transparency records',
    text: 'RERA, escrow, construction progress, developer record and community reports for new projects.',
    to: '/explore',
  },
  { title: 'Compare', text: 'Up to four properties side by side, with EMI estimates.', to: '/compare' },
  {
    title: 'Save and follow',
    text: 'Saved listings, projects and reports on every device you sign in on.',
    to: '/saved-properties',
  },
  {
    title: 'Callbacks and leads',
    text: 'Ask a lister to call you back; see and handle the requests for your own listings.',
    to: '/my/listings',
  },
  {
    title: 'Price insights and price checks',
    text: 'Computed from real listings and project data, with the method stated.',
    to: '/help',
  },
  {
    title: 'Notifications',
    text: 'Leads, listing checks and reminders to confirm your listings.',
    to: '/notifications',
  },
];

export default function BillingPage() {
  return (
    <PageLayout title="Billing & Plans" eyebrow="Account" className="billing-page">
      <section className="billing-free" aria-label="Your plan">
        <p className="billing-badge">Free</p>
        <h2 className="billing-headline">Every feature of PropAI is free.</h2>
        <p className="billing-text">There are no paid plans, no listing fees and no card to add.</p>
      </section>
      <h2 className="billing-list-title">Included for everyone</h2>
      <ul className="billing-list">
        {FEATURES.map((f) => (
          <li key={f.title} className="billing-item">
            <Link to={f.to} className="billing-link">
              <span className="billing-item-title">{f.title}</span>
              <span className="billing-item-text">{f.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </PageLayout>
  );
}
