import { IonContent, IonPage } from '@ionic/react';
import { lazy, Suspense } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { HomeSearch } from '../components/home-search';
import { LocalityTiles } from '../components/locality-tiles';
import { homeHeroCopy } from '../home-hero-copy';
// The hero's own styles live in index.html (the static home shell paints the same boxes).
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
            <p className="home-kicker">{homeHeroCopy.kicker}</p>
            <h1 className="home-title">{homeHeroCopy.title}</h1>
            <p className="home-sub">{homeHeroCopy.sub}</p>
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
