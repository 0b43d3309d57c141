/**
 * Measured seconds of each end-to-end spec file (the sum of its tests' durations in one full run on
 * one server; 2026-11-24, on a loaded 2-core machine), for split-specs.ts to balance the servers.
 * Rough figures are enough, and only their proportions matter: re-measure when a spec grows a lot
 * (README, "End-to-end on several servers"). A file missing here counts as DEFAULT_SPEC_SECONDS.
 */
export const DEFAULT_SPEC_SECONDS = 30;

export const SPEC_SECONDS: Readonly<Record<string, number>> = {
  'a11y-axe.spec.ts': 213,
  'shell.spec.ts': 185,
  'auth.spec.ts': 65,
  'posting.spec.ts': 45,
  'listing-actions.spec.ts': 37,
  'shell-navigation.spec.ts': 32,
  'compare.spec.ts': 31,
  'pwa.spec.ts': 25,
  'listing-journey.spec.ts': 25,
  'discovery.spec.ts': 22,
  'project.spec.ts': 21,
  'listing-detail.spec.ts': 21,
  'favorites.spec.ts': 21,
  'reports.spec.ts': 20,
  'lister.spec.ts': 19,
  'a11y-keyboard.spec.ts': 16,
  'posting-server.spec.ts': 8,
  'buy.spec.ts': 8,
  'home-shell.spec.ts': 6,
};
