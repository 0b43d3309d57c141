import { DIRECTORY_METHOD, RESPONSE_HOURS } from '@propai/api/domain/agents/directory-rules';
import { STALE_AFTER_DAYS } from '@propai/api/domain/listings/freshness';
import { Link } from 'react-router-dom';
import { PageLayout } from '../../../components/ui/page-layout';
import { DirectoryCounts } from '../components/directory-counts';
import { type ServiceItem, ServiceList } from '../components/service-list';
import '../billing.css';

/**
 * /monetization/agent-plans (Agents menu): what an agent, property manager or builder gets on PropAI
 * and what it costs. The all-free flag is on (/billing), so every plan is free and the page says so:
 * no tiers, prices or "premium" extras that do not exist. The one figure shown is the directory's
 * own count per type (GET /api/agents), with its rule.
 */
const INCLUDED: ServiceItem[] = [
  {
    title: 'A profile in the directory',
    text: 'Register with your firm and RERA number; once PropAI approves it, your entry carries a "Registered with PropAI" badge and comes before unregistered ones.',
    to: '/agents/register',
  },
  {
    title: 'Figures computed, not claimed',
    text: `Your entry shows your live listings and your response rate, worked out from PropAI's own records. ${DIRECTORY_METHOD.responseRate}`,
    to: '/agents',
  },
  {
    title: 'Callbacks from buyers and tenants',
    text: 'People request a callback from your entry or your listings; you choose whether your mobile number is shown.',
    to: '/agents',
  },
  {
    title: 'Leads inbox',
    text: `Every callback request in one list, newest first; mark each one handled, even offline. Requests marked handled within ${RESPONSE_HOURS} hours count toward your response rate.`,
    to: '/agents/leads',
  },
  {
    title: 'Agent dashboard',
    text: 'Your registration and your work on PropAI in one place.',
    to: '/agents/dashboard',
  },
  {
    title: 'Post listings',
    text: `Homes, rentals, PGs, commercial spaces and plots, with no listing fee. Each is checked before it goes live, and one tap keeps it in search (rentals every ${STALE_AFTER_DAYS.rent} days, sales every ${STALE_AFTER_DAYS.sale}).`,
    to: '/sell/post',
  },
];

const HOW = [
  'Sign in with your email.',
  'Register: choose agent, property manager or builder, and give your firm, RERA number, city and localities.',
  "PropAI's team checks the registration; you are notified when it is approved, or told why not.",
  'Your entry appears in the directory. Keep your listings confirmed and answer callbacks: both show on your entry.',
];

export default function AgentPlansPage() {
  return (
    <PageLayout
      title="Agent plans"
      eyebrow="Agents"
      lead="What agents, property managers and builders get on PropAI, and what it costs."
      className="billing-page bl-page"
    >
      <section className="billing-free" aria-labelledby="plans-free-title">
        <p className="billing-badge">Free</p>
        <h2 id="plans-free-title" className="billing-headline">
          Every plan is free for now
        </h2>
        <p className="billing-text">
          There are no paid plans for professionals: no subscription, no fee per lead and no listing fee. The
          same holds for every account on PropAI (<Link to="/billing">Billing &amp; Plans</Link>).
        </p>
      </section>
      <ServiceList title="What you get" items={INCLUDED} />
      <section className="bl-group" aria-labelledby="plans-how-title">
        <h2 id="plans-how-title" className="billing-list-title">
          How to get listed
        </h2>
        <ol className="bl-steps">
          {HOW.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Link to="/agents/register" className="button-link">
          Register with your RERA number
        </Link>
      </section>
      <section className="bl-group" aria-labelledby="plans-directory-title">
        <h2 id="plans-directory-title" className="billing-list-title">
          The directory now
        </h2>
        <DirectoryCounts />
      </section>
    </PageLayout>
  );
}
