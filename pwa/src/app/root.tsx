import {
  type ComponentType,
  Suspense,
  lazy,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { loadFullApp } from './landing/handover';
import { LandingShell } from './landing/landing-shell';
import type { LightFrame } from './landing/light-frame';
import type { LightFrameProps } from './landing/light-chrome';
import { scheduleSessionStart } from './session-start';

// Its own chunk: the home page's first paint does not carry the listing page (boot.ts starts
// loading it beside main on a visit that opens on a listing).
const ListingShell = lazy(() => import('./landing/listing-frame'));

/**
 * The app's root. A visit that opens at `/` or on a listing's page renders a light frame first
 * (app/landing, `lightFrame`): that page with plain header and bottom bar, no Ionic. When the
 * reader leaves it, the full app (Ionic tabs, drawer, modals) is loaded and takes over at the URL
 * the reader went to; the light frame stays on screen (and usable) until the full app is ready to
 * show, so nothing flashes. A visit that opens on one of light-pages.ts's pages is given that
 * page's frame (`lightPage`, loaded with the page before the first render). A visit that opens
 * anywhere else is given the full app at once (`fullApp`, loaded before the first render).
 */
export function Root({
  fullApp,
  lightFrame,
  lightPage = null,
}: {
  fullApp: ComponentType | null;
  lightFrame: LightFrame | null;
  lightPage?: ComponentType<LightFrameProps> | null;
}) {
  const [FullApp, setFullApp] = useState<ComponentType | null>(() => fullApp);
  const [handoverFailed, setHandoverFailed] = useState(false);
  const handingOver = useRef(false);
  useEffect(() => scheduleSessionStart(), []);

  const handOver = useCallback(() => {
    if (handingOver.current) return;
    handingOver.current = true;
    setHandoverFailed(false);
    loadFullApp().then(
      (App) => startTransition(() => setFullApp(() => App)),
      () => {
        handingOver.current = false;
        setHandoverFailed(true);
      },
    );
  }, []);

  if (FullApp) return <FullApp />;
  if (lightFrame === 'page' && lightPage) {
    const LightPage = lightPage;
    return <LightPage onLeave={handOver} handoverFailed={handoverFailed} />;
  }
  if (lightFrame === 'listing') {
    // While its chunk loads, the server's first frame (cover, title, price) stays on screen.
    return (
      <Suspense fallback={null}>
        <ListingShell onLeave={handOver} handoverFailed={handoverFailed} />
      </Suspense>
    );
  }
  return <LandingShell onLeave={handOver} handoverFailed={handoverFailed} />;
}
