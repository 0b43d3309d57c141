import type { ReactNode } from 'react';
import { useUnreadCount } from '../../features/notifications/use-unread-count';
import { WIDE_SCREEN_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { CompareSlot } from '../compare-slot';
import { MobileHeader } from '../navigation/mobile-header';
import type { TabSlot } from '../navigation/tabs';
import { TopBar } from '../navigation/top-bar';
import { ShellBanners } from '../shell-banners';
import type { LightFrame } from './light-frame';
import { requestMenuOnStart } from './menu-request';
import { LandingTabBar } from './landing-tab-bar';
import './landing.css';

export interface LightFrameProps {
  /** Called when the reader leaves the page or asks for something only the full app has. */
  onLeave: () => void;
  /** The full app could not be loaded (offline before the service worker had it). */
  handoverFailed: boolean;
}

/**
 * The chrome of a light frame (light-frame.ts): the full app's header, banners, bottom bar and
 * compare tray, with no Ionic in it (Ionic's runtime, tabs and stack outlets are most of the cost
 * of starting the app on a phone). The menu button asks for the drawer, which is Ionic's: it hands
 * over to the full app and the drawer opens once it has mounted.
 */
export function LightChrome({
  frame,
  selectedTab,
  onLeave,
  handoverFailed,
  children,
}: LightFrameProps & { frame: LightFrame; selectedTab?: TabSlot['tab']; children: ReactNode }) {
  useUnreadCount();
  const isWide = useMediaQuery(WIDE_SCREEN_QUERY);
  const openMenu = () => {
    requestMenuOnStart();
    onLeave();
  };
  return (
    <>
      <div className="app-frame" data-landing="" data-light-frame={frame}>
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
          <div className="landing-scroll">{children}</div>
          <LandingTabBar selected={selectedTab} />
        </div>
      </div>
      <CompareSlot />
    </>
  );
}
