/**
 * Build time only (pwa/vite.config.ts, landingPage): the landing frame of `/` rendered to HTML, the
 * body of home.html. The browser then hydrates this markup (main.tsx) instead of replacing a
 * skeleton: the first paint of `/` is the real header, hero, localities and bottom bar, and React's
 * start adds no new DOM, style or layout work. Everything in the frame renders its no-data state
 * here (counts blank, rail skeletons), exactly as the first render in the browser does.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom/server';
import { LandingFrame } from './landing-shell';

export async function renderLandingHtml(): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location="/">
        <LandingFrame onLeave={() => undefined} handoverFailed={false} />
      </StaticRouter>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
