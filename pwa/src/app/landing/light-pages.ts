/**
 * The pages a visit may open in the light page frame (page-frame.tsx): the discovery and reading
 * pages a phone opens most from a link or a search result (issue 21's list). Each renders its own
 * page component without Ionic (components/ui/page-parts.tsx); leaving it, or asking for a sheet,
 * the drawer or sign-in, hands over to the full app. Imports no module statically: boot.ts reads
 * this table before anything else is loaded, and starts the page's chunk beside the app's first one.
 */
import type { ComponentType } from 'react';

export interface LightPage {
  /** The route as the full app's table writes it (app/routes/route-table.ts). */
  route: string;
  pattern: RegExp;
  /** The bottom bar's tab lit on this page, as the Ionic tab bar lights it. */
  tab?: 'search';
  load: () => Promise<{ default: ComponentType }>;
}

const explore = () => import('../../features/discovery/pages/explore-page');

export const lightPages: readonly LightPage[] = [
  { route: '/explore', pattern: /^\/explore\/?$/, tab: 'search', load: explore },
  { route: '/explore-projects', pattern: /^\/explore-projects\/?$/, load: explore },
  {
    route: '/projects/:id',
    pattern: /^\/projects\/[^/]+\/?$/,
    load: () => import('../../features/projects/pages/project-page'),
  },
  {
    route: '/browse/listings',
    pattern: /^\/browse\/listings\/?$/,
    load: () => import('../../features/listings/pages/browse-listings-page'),
  },
  {
    route: '/reports',
    pattern: /^\/reports\/?$/,
    load: () => import('../../features/reports/pages/reports-page'),
  },
  {
    route: '/insights',
    pattern: /^\/insights\/?$/,
    load: () => import('../../features/insights/pages/insights-page'),
  },
  {
    route: '/post-pg',
    pattern: /^\/post-pg\/?$/,
    load: () => import('../../features/posting/pages/post-pg-page'),
  },
];

export function lightPageFor(pathname: string): LightPage | null {
  return lightPages.find((page) => page.pattern.test(pathname)) ?? null;
}
