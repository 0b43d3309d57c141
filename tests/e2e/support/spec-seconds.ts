/**
 * Measured seconds of each end-to-end spec file (the sum of its tests' durations in a full run of
 * 2026-11-28 on this 2-core machine, two servers side by side, the service worker blocked where a
 * spec does not go offline), for split-specs.ts to balance the servers.
 * Rough figures are enough, and only their proportions matter: re-measure when a spec grows a lot
 * (README, "End-to-end on several servers"). A file missing here counts as DEFAULT_SPEC_SECONDS.
 */
export const DEFAULT_SPEC_SECONDS = 30;

export const SPEC_SECONDS: Readonly<Record<string, number>> = {
  'a11y-axe.spec.ts': 471,
  'shell.spec.ts': 188,
  'auth.spec.ts': 111,
  'posting.spec.ts': 98,
  'moderation.spec.ts': 71,
  'posting-states.spec.ts': 67,
  'compare.spec.ts': 62,
  'pwa.spec.ts': 59,
  'listing-actions.spec.ts': 59,
  'legacy-editor.spec.ts': 56,
  'listing-detail.spec.ts': 52,
  'listing-journey.spec.ts': 52,
  'project-editors.spec.ts': 48,
  'photo-picker.spec.ts': 46,
  'cold-styles.spec.ts': 44,
  'discovery.spec.ts': 44,
  'search-finds.spec.ts': 43,
  'maps.spec.ts': 42,
  'honest-pages.spec.ts': 39,
  'agents.spec.ts': 38,
  'favorites.spec.ts': 35,
  'report-submit.spec.ts': 33,
  'survey-journey.spec.ts': 33,
  'a11y-keyboard.spec.ts': 33,
  'money-tools.spec.ts': 32,
  'admin-dashboard.spec.ts': 31,
  'reports.spec.ts': 31,
  'lister.spec.ts': 31,
  'blogs.spec.ts': 31,
  'project.spec.ts': 31,
  'shell-navigation.spec.ts': 29,
  'project-lists.spec.ts': 29,
  'pulse.spec.ts': 25,
  'home-shell.spec.ts': 21,
  'recommendations.spec.ts': 20,
  'buy-small-screen.spec.ts': 20,
  'rentals.spec.ts': 17,
  'insights.spec.ts': 17,
  'compare-small-screen.spec.ts': 16,
  'buy.spec.ts': 16,
  'posting-server.spec.ts': 15,
  'saved-searches.spec.ts': 14,
  'not-found.spec.ts': 13,
  'valuation.spec.ts': 12,
  'settings.spec.ts': 9,
};
