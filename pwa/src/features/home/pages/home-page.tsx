import { IonContent, IonPage } from '@ionic/react';
import { lazy, Suspense } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { HomeSearch } from '../components/home-search';
import { LocalityTiles } from '../components/locality-tiles';
import './home-page.css';

// Everything under the fold is its own chunk: the first paint of '/' carries the hero only.
const HomeBelowFold = lazy(() => import('../components/home-below-fold'));

/** The landing page (the Lighthouse page): hero search first, the rest loaded after. */
export default function HomePage() {
  usePageTitle('Home');
  return (
    <IonPage>
      <IonContent>
        <main className="home">
          <section className="home-hero">
            <p className="home-kicker">Delhi · Gurgaon · Noida · Ghaziabad · Faridabad</p>
            <h1 className="home-title">Find a home in Delhi NCR you can trust</h1>
            <p className="home-sub">
              Search by address, neighbourhood, city or PIN — new projects, owner listings and buyer reports.
            </p>
            <HomeSearch />
          </section>
          <LocalityTiles />
          <Suspense fallback={<div className="home-below-placeholder" />}>
            <HomeBelowFold />
          </Suspense>
        </main>
      </IonContent>
    </IonPage>
  );
}
