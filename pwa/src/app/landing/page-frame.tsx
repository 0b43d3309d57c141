import { Component, type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { setLightFrameLeave } from '../../lib/frame-handover';
import { useSignInModalStore } from '../../lib/session/use-sign-in-modal';
import { LightChrome, type LightFrameProps } from './light-chrome';
import type { LightPage } from './light-pages';

interface PageFrameProps extends LightFrameProps {
  page: LightPage;
  Page: ComponentType;
}

/** A page that throws hands over: the full app shows the route's own "… unavailable" page. */
class LeaveOnError extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    console.error('Light frame page failed; opening the full app:', error);
    this.props.onError();
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The frame a visit that opens on one of light-pages.ts's pages starts in: that page's own
 * component in the light chrome, without Ionic (its Ionic parts come from page-parts.tsx's plain
 * defaults). Following a link elsewhere, the sign-in modal, the drawer or one of the page's sheets
 * (lib/frame-handover.ts) hands over to the full app, which renders the page the reader went to.
 * The page keeps seeing its own address while the full app loads, so it stays as it was on screen.
 */
export function PageFrame({ page, Page, onLeave, handoverFailed }: PageFrameProps) {
  const location = useLocation();
  const [startPath] = useState(location.pathname);
  const [ownLocation, setOwnLocation] = useState(location);
  if (location.pathname === startPath && location !== ownLocation) setOwnLocation(location);
  const signInOpen = useSignInModalStore((s) => s.open);
  // Not this page's address even at mount (history moved before React started: the server's first
  // frame is plain HTML): the full app renders whatever is there.
  const leaving = location.pathname !== startPath || !page.pattern.test(startPath) || signInOpen;
  useEffect(() => {
    if (leaving) onLeave();
  }, [leaving, onLeave]);
  useEffect(() => {
    setLightFrameLeave(onLeave);
    return () => setLightFrameLeave(null);
  }, [onLeave]);

  return (
    <LightChrome frame="page" selectedTab={page.tab} onLeave={onLeave} handoverFailed={handoverFailed}>
      <LeaveOnError onError={onLeave}>
        <Routes location={ownLocation}>
          <Route path={page.route} element={<Page />} />
        </Routes>
      </LeaveOnError>
    </LightChrome>
  );
}

/** The frame with its router; main.tsx renders it once the page's module has loaded. */
export default function PageShell(props: PageFrameProps) {
  return (
    <BrowserRouter>
      <PageFrame {...props} />
    </BrowserRouter>
  );
}
