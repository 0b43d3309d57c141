import { IonContent, IonPage } from '@ionic/react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../../lib/use-page-title';
import { HomeSearch } from '../components/home-search';
import './home-page.css';

const quickLinks = [
  { label: 'Buy', to: '/explore?type=buy' },
  { label: 'Rent', to: '/explore?type=rent' },
  { label: 'New launches', to: '/explore?type=buy&status=new' },
  { label: 'PG / Co-living', to: '/pg' },
  { label: 'Commercial', to: '/commercial' },
  { label: 'Plots', to: '/plots' },
];

const entryCards = [
  {
    title: 'Explore projects',
    text: 'New launches and ready homes from developers, with RERA details.',
    to: '/explore',
  },
  {
    title: 'Post your property',
    text: 'List a flat, PG or office for free. Drafts are kept even offline.',
    to: '/sell/post',
  },
  {
    title: 'Read project reports',
    text: 'What buyers report about delays, quality and possession.',
    to: '/reports',
  },
];

/** The landing page: kept light (no data fetching) because it is the first paint of the app. */
export default function HomePage() {
  usePageTitle('Home');
  return (
    <IonPage>
      <IonContent>
        <main className="home">
          <section className="home-hero">
            <p className="home-kicker">Delhi · Gurgaon · Noida · Ghaziabad · Faridabad</p>
            <h1 className="home-title">Find a home in Delhi NCR you can trust</h1>
            <p className="home-sub">New projects, owner listings and honest buyer reports — in one place.</p>
            <HomeSearch />
            <nav className="home-chips" aria-label="Quick links">
              {quickLinks.map((link) => (
                <Link key={link.to} to={link.to} className="home-chip">
                  {link.label}
                </Link>
              ))}
            </nav>
          </section>
          <section className="home-cards" aria-label="Get started">
            {entryCards.map((card) => (
              <Link key={card.to} to={card.to} className="home-card">
                <h2>{card.title}</h2>
                <p>{card.text}</p>
                <span className="home-card-cta" aria-hidden="true">
                  Open →
                </span>
              </Link>
            ))}
          </section>
        </main>
      </IonContent>
    </IonPage>
  );
}
