import { useEffect, useRef, useState } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { useSignInModalStore } from '../../lib/session/use-sign-in-modal';
import { HomeContent } from '../../features/home/components/home-content';
import { useUnreadCount } from '../../features/notifications/use-unread-count';
import { WIDE_SCREEN_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { usePageTitle } from '../../lib/use-page-title';
import { readStaticHomeSearch } from '../../lib/static-home-search';
import { CompareSlot } from '../compare-slot';
import { MobileHeader } from '../navigation/mobile-header';
import { TopBar } from '../navigation/top-bar';
import { ShellBanners } from '../shell-banners';
import { requestMenuOnStart } from './menu-request';
import { LandingTabBar } from './landing-tab-bar';
import './landing.css';

interface LandingProps {
  /** Called when the reader leaves `/` or asks for something only the full app has. */
  onLeave: () => void;
  /** The full app could not be loaded (offline before the service worker had it). */
  handoverFailed: boolean;
}

/**
 * The frame a visit that opens at `/` starts in: the same header, banners, home page and bottom bar
 * as the full app, with no Ionic in it (Ionic's runtime, tabs and stack outlets are most of the cost
 * of starting the app on a phone, and the home page needs none of them). The first link followed,
 * the drawer or the sign-in modal hands over to the full app (app/root.tsx), which then owns every
 * route, `/` included, for the rest of the visit.
 */
export function LandingShell(props: LandingProps) {
  return (
    <BrowserRouter>
      <LandingFrame {...props} />
    </BrowserRouter>
  );
}

/** The frame itself, inside a router: BrowserRouter in the app, StaticRouter when pre-rendered. */
export function LandingFrame({ onLeave, handoverFailed }: LandingProps) {
  usePageTitle('Home');
  useUnreadCount();
  const { pathname } = useLocation();
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY);
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

  const openMenu = () => {
    requestMenuOnStart();
    onLeave();
  };
  return (
    <>
      <div className="app-frame" data-landing="">
        <header className="app-header">{isWide ? <TopBar /> : <MobileHeader onOpenMenu={openMenu} />}</header>
        <ShellBanners />
        {handoverFailed && (
          <div className="shell-banner is-warning" role="alert">
            <span>That page could not be opened: no connection. Try again when you are back online.</span>
            <button type="button" onClick={onLeave}>
              Try again
            </button>
          </div>
        )}
        <div className="app-body landing-body">
          <div className="landing-scroll">
            <HomeContent searchInputRef={searchInputRef} />
          </div>
          <LandingTabBar />
        </div>
      </div>
      <CompareSlot />
    </>
  );
}
