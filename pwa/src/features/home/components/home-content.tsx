import { lazy, Suspense, type RefObject } from 'react';
import { homeHeroCopy } from '../home-hero-copy';
import { HomeSearch } from './home-search';
import { LocalityTiles } from './locality-tiles';
// The hero's own styles live in index.html (the static home shell paints the same boxes).
import '../pages/home-page.css';

// Everything under the fold is its own chunk: the first paint of '/' carries the hero only.
const HomeBelowFold = lazy(() => import('./home-below-fold'));

/**
 * What `/` shows, without a page frame: the Ionic route wraps it in IonPage/IonContent
 * (pages/home-page.tsx), the landing frame (app/landing) in its own scroller.
 */
export function HomeContent({ searchInputRef }: { searchInputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <main className="home">
      <section className="home-hero">
        <p className="home-kicker">{homeHeroCopy.kicker}</p>
        <h1 className="home-title">{homeHeroCopy.title}</h1>
        <p className="home-sub">{homeHeroCopy.sub}</p>
        <HomeSearch inputRef={searchInputRef} />
      </section>
      <LocalityTiles />
      <Suspense fallback={<div className="home-below-placeholder" />}>
        <HomeBelowFold />
      </Suspense>
    </main>
  );
}
