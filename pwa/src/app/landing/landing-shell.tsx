import { useEffect, useRef, useState } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { useSignInModalStore } from '../../lib/session/use-sign-in-modal';
import { HomeContent } from '../../features/home/components/home-content';
import { usePageTitle } from '../../lib/use-page-title';
import { readStaticHomeSearch } from '../../lib/static-home-search';
import { LightChrome, type LightFrameProps } from './light-chrome';

/**
 * The frame a visit that opens at `/` starts in: the home page in the light chrome (header,
 * banners, bottom bar without Ionic: light-chrome.tsx). The first link followed, the drawer or the
 * sign-in modal hands over to the full app (app/root.tsx), which then owns every route, `/`
 * included, for the rest of the visit.
 */
export function LandingShell(props: LightFrameProps) {
  return (
    <BrowserRouter>
      <LandingFrame {...props} />
    </BrowserRouter>
  );
}

/** The frame itself, inside a router: BrowserRouter in the app, StaticRouter when pre-rendered. */
export function LandingFrame({ onLeave, handoverFailed }: LightFrameProps) {
  usePageTitle('Home');
  const { pathname } = useLocation();
  const signInOpen = useSignInModalStore((s) => s.open);
  const leaving = pathname !== '/' || signInOpen;
  useEffect(() => {
    if (leaving) onLeave();
  }, [leaving, onLeave]);

  // Focus the static page's search box had before React took over goes back to the React one.
  const searchInputRef = useRef<HTMLInputElement>(null);
  const [focusCarried] = useState(() => readStaticHomeSearch().focused);
  useEffect(() => {
    if (focusCarried && document.activeElement?.tagName !== 'INPUT') searchInputRef.current?.focus();
  }, [focusCarried]);

  return (
    <LightChrome frame="home" selectedTab="home" onLeave={onLeave} handoverFailed={handoverFailed}>
      <HomeContent searchInputRef={searchInputRef} />
    </LightChrome>
  );
}
