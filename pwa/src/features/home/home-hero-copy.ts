/**
 * The words of the home hero, in one place (the landing frame and the Ionic home page render them;
 * the build pre-renders the landing frame into `home.html`, pwa/build/landing-page.ts).
 */
export const homeHeroCopy = {
  kicker: 'Delhi · Gurgaon · Noida · Ghaziabad · Faridabad',
  title: 'Find a home in Delhi NCR you can trust',
  sub: 'Search by address, neighbourhood, city or PIN — new projects, owner listings and buyer reports.',
  searchLabel: 'Address, neighbourhood, city or PIN',
  searchButton: 'Search',
} as const;
