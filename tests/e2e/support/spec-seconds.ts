/**
 * Measured seconds of each end-to-end spec file (the sum of its tests' durations in a fresh-clone CI
 * run of 2026-11-25 on a quiet 2-core machine), for split-specs.ts to balance the servers.
 * Rough figures are enough, and only their proportions matter: re-measure when a spec grows a lot
 * (README, "End-to-end on several servers"). A file missing here counts as DEFAULT_SPEC_SECONDS.
 */
export const DEFAULT_SPEC_SECONDS = 30;

export const SPEC_SECONDS: Readonly<Record<string, number>> = {
  'a11y-axe.spec.ts': 205,
  // Measured alone by their authors (issue 19), until the next full re-measure:
  'moderation.spec.ts': 45,
  'legacy-editor.spec.ts': 40,
  'project-editors.spec.ts': 30,
  // Measured alone by its author (issue 20), on a loaded machine:
  'maps.spec.ts': 80,
  // Measured alone by their author (issue 20, project lists and money tools) on a loaded machine:
  'project-lists.spec.ts': 45,
  'money-tools.spec.ts': 30,
  // Estimated by its author (issue 20), until the next full re-measure:
  'insights.spec.ts': 20,
  'shell.spec.ts': 139,
  'cold-styles.spec.ts': 76,
  'auth.spec.ts': 67,
  'posting.spec.ts': 58,
  'listing-actions.spec.ts': 46,
  'search-finds.spec.ts': 46,
  'compare.spec.ts': 39,
  'listing-detail.spec.ts': 36,
  'shell-navigation.spec.ts': 35,
  'listing-journey.spec.ts': 30,
  'favorites.spec.ts': 30,
  'pwa.spec.ts': 30,
  'report-submit.spec.ts': 26,
  'discovery.spec.ts': 25,
  'posting-states.spec.ts': 25,
  'honest-pages.spec.ts': 24,
  'project.spec.ts': 23,
  'photo-picker.spec.ts': 23,
  'lister.spec.ts': 21,
  'a11y-keyboard.spec.ts': 21,
  'blogs.spec.ts': 21,
  'reports.spec.ts': 21,
  'admin-dashboard.spec.ts': 20,
  'survey-journey.spec.ts': 18,
  'saved-searches.spec.ts': 17,
  'pulse.spec.ts': 13,
  'recommendations.spec.ts': 12,
  'posting-server.spec.ts': 11,
  'compare-small-screen.spec.ts': 11,
  'settings.spec.ts': 11,
  'buy.spec.ts': 10,
  'buy-small-screen.spec.ts': 9,
  'not-found.spec.ts': 6,
  'home-shell.spec.ts': 5,
  // Measured alone by their author (issue 20, valuation/agents/rentals), on a loaded machine:
  'agents.spec.ts': 47,
  'valuation.spec.ts': 27,
  'rentals.spec.ts': 26,
};
