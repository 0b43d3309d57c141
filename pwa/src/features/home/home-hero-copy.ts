/**
 * The words of the home hero, in one place: the React page renders them, and the build writes the
 * same words into `home.html` (pwa/vite.config.ts, homeShell) so a phone paints the real hero from
 * the HTML before any JavaScript has run. Being the same text in the same boxes, React's render
 * replaces it without a visible change (and without a later, larger paint).
 */
export const homeHeroCopy = {
  kicker: 'Delhi · Gurgaon · Noida · Ghaziabad · Faridabad',
  title: 'Find a home in Delhi NCR you can trust',
  sub: 'Search by address, neighbourhood, city or PIN — new projects, owner listings and buyer reports.',
  searchLabel: 'Address, neighbourhood, city or PIN',
  searchButton: 'Search',
} as const;
