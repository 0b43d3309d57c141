import { IonRouterOutlet, IonTabs } from '@ionic/react';
import { Suspense, lazy, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { WIDE_SCREEN_QUERY, useMediaQuery } from '../lib/use-media-query';
import { restorePageTitle } from '../lib/use-page-title';
import { MobileHeader } from './navigation/mobile-header';
import { NavDrawer } from './navigation/nav-drawer';
import { AppTabBar } from './navigation/tab-bar';
import { TopBar } from './navigation/top-bar';
import { renderRoutes } from './routes/render-routes';
import { CompareSlot } from './compare-slot';
import { ShellBanners } from './shell-banners';
import { useSignInModalStore } from '../lib/session/use-sign-in-modal';
import { useUnreadCount } from '../features/notifications/use-unread-count';
import { takeMenuRequest } from './landing/menu-request';

// The modal (ion-modal's wrapper, the form) is fetched on the first 'Sign In' tap, not at start-up.
const SignInModalHost = lazy(() => import('./sign-in-modal-host'));

const CONTENT_ID = 'main-content';
// Built once: IonRouterOutlet compares its route children across renders.
const routes = renderRoutes();

/**
 * The frame around every page: header (phone: compact bar + drawer; wide: 64 px top bar), banners,
 * and the tabs with the router outlet. Its boxes match the static shell in pwa/index.html.
 */
export function AppShell() {
  const menuRef = useRef<HTMLIonMenuElement>(null);
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY);
  const location = useLocation();
  const signInOpen = useSignInModalStore((s) => s.open);
  const [signInRequested, setSignInRequested] = useState(false);
  if (signInOpen && !signInRequested) setSignInRequested(true);

  useUnreadCount();
  useEffect(() => restorePageTitle(location.pathname), [location.pathname]);

  // The landing frame's menu button handed over to this shell: open the drawer it asked for once
  // the menu has loaded. Ionic's custom elements have no componentOnReady (calling it threw and
  // blanked the app); ion-menu emits ionMenuChange when it has loaded (componentDidLoad), which is
  // after this layout effect has run, so the listener cannot miss it.
  useLayoutEffect(() => {
    const menu = menuRef.current;
    if (!menu) return;
    const openIfRequested = () => {
      if (takeMenuRequest()) void menu.open();
    };
    menu.addEventListener('ionMenuChange', openIfRequested);
    return () => menu.removeEventListener('ionMenuChange', openIfRequested);
  }, []);

  useEffect(() => {
    // Every navigation closes the drawer and releases any scroll lock a menu or sheet left behind.
    // Only an open drawer is closed: close() on a closed menu still moves focus, which blurred the
    // field being typed in whenever a form wrote to the URL (the posting draft's first autosave).
    // The key too: a tap on the drawer's link to the page already open (For You on For You) is a
    // navigation to the same path, and the drawer stayed open over the page.
    const menu = menuRef.current;
    if (menu) void menu.isOpen().then((open) => (open ? menu.close(false) : undefined));
    document.body.style.removeProperty('overflow');
  }, [location.pathname, location.search, location.key]);

  return (
    <>
      <NavDrawer menuRef={menuRef} contentId={CONTENT_ID} disabled={isWide} />
      <div id={CONTENT_ID} className="app-frame">
        <header className="app-header">
          {/* Only the header this width shows is built (both were, one hidden by CSS). The box
              is 56/64 px either way, so a resize across 992 px swaps them without a shift. */}
          {isWide ? <TopBar /> : <MobileHeader onOpenMenu={() => void menuRef.current?.open()} />}
        </header>
        <ShellBanners />
        <div className="app-body">
          <IonTabs>
            <IonRouterOutlet>{routes}</IonRouterOutlet>
            <AppTabBar />
          </IonTabs>
        </div>
      </div>
      {/* Fetched on the first 'Sign In' tap, then kept mounted and toggled: unmounting an
          ion-modal that Ionic has moved in the DOM made React's removal throw and blanked the app. */}
      <CompareSlot />
      {signInRequested && (
        <Suspense fallback={null}>
          <SignInModalHost open={signInOpen} />
        </Suspense>
      )}
    </>
  );
}
