import { type ComponentType, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { loadFullApp } from './landing/handover';
import { LandingShell } from './landing/landing-shell';
import { scheduleSessionStart } from './session-start';

/**
 * The app's root. A visit that opens at `/` renders the landing frame first (app/landing): the home
 * page with plain header and bottom bar, no Ionic. When the reader leaves it, the full app (Ionic
 * tabs, drawer, modals) is loaded and takes over at the URL the reader went to; the landing frame
 * stays on screen (and usable) until the full app is ready to show, so nothing flashes. A visit
 * that opens anywhere else is given the full app at once (`fullApp`, loaded before the first render).
 */
export function Root({ fullApp }: { fullApp: ComponentType | null }) {
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
  return <LandingShell onLeave={handOver} handoverFailed={handoverFailed} />;
}
