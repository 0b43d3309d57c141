import { Link } from 'react-router-dom';
import { type ServiceItem, ServiceList } from './service-list';

/**
 * "All services" on /monetization/services: what PropAI does for sellers and buyers today. All of it
 * is free (the all-free flag, /billing); nothing here is a partner's offer or a paid extra.
 */
const FOR_SELLERS: ServiceItem[] = [
  {
    title: 'Post a listing',
    text: 'Homes, rentals, PGs, commercial spaces and plots, with photos, even offline. Checked by PropAI before it goes live.',
    to: '/sell/post',
  },
  {
    title: 'Value your home',
    text: 'Sale and rent estimates from comparable listings nearby, with how many were used.',
    to: '/valuation',
  },
  {
    title: 'Pricing tool',
    text: 'Where your asking price sits among similar listings.',
    to: '/tools/pricing',
  },
  {
    title: 'Leads inbox',
    text: 'Callback requests for your listings, newest first; mark each one handled.',
    to: '/my-listings/leads',
  },
  {
    title: 'What Featured means',
    text: 'How featured projects are chosen and what the label changes. There is no paid placement.',
    to: '/monetization/featured-listings',
  },
  {
    title: "Seller's guide",
    text: 'From pricing to handover, with the tax rules.',
    to: '/resources/sellers-guide',
  },
];

const FOR_BUYERS: ServiceItem[] = [
  {
    title: 'Project transparency records',
    text: "RERA number, escrow use, construction progress, the developer's record and community reports for every new project.",
    to: '/explore',
  },
  {
    title: 'Community reports',
    text: 'What buyers and visitors report about projects, with votes.',
    to: '/reports',
  },
  {
    title: 'Money tools',
    text: 'Affordability, EMI and mortgage calculators, worked out on your phone.',
    to: '/tools/affordability',
  },
  { title: 'Compare', text: 'Up to four homes side by side, with EMI estimates.', to: '/compare' },
  { title: 'Buying guide', text: 'From budget to possession, step by step.', to: '/resources/buying-guide' },
  {
    title: 'Legal checks',
    text: 'What to ask a property lawyer to verify, and how to look a project up on RERA.',
    to: '/monetization/services?type=legal',
  },
];

const PROFESSIONALS: ServiceItem[] = [
  {
    title: 'Agents',
    text: 'With their RERA numbers, live listings and how quickly they call back.',
    to: '/agents',
  },
  {
    title: 'Property managers',
    text: 'Registered as property managers, or with more than half their live listings for rent.',
    to: '/agents?type=property-manager',
  },
  { title: 'Builders', text: 'Developers with homes listed on PropAI.', to: '/agents?type=builder' },
  {
    title: 'Register as a professional',
    text: 'Agents, property managers and builders, with a RERA number. Free.',
    to: '/agents/register',
  },
];

export function AllServices() {
  return (
    <>
      <section className="billing-free" aria-labelledby="services-free-title">
        <p className="billing-badge">Free</p>
        <h2 id="services-free-title" className="billing-headline">
          Everything PropAI offers is free
        </h2>
        <p className="billing-text">
          No listing fees, no paid plans and no commission on a sale (
          <Link to="/billing">Billing &amp; Plans</Link>
          ).
        </p>
      </section>
      <ServiceList title="For sellers" items={FOR_SELLERS} />
      <ServiceList title="For buyers" items={FOR_BUYERS} />
      <ServiceList title="Find a professional" items={PROFESSIONALS} />
      <p className="bl-not" data-testid="services-not-offered">
        PropAI does not list lawyers, sell legal or loan services, or handle payments between buyers and
        sellers.
      </p>
    </>
  );
}
