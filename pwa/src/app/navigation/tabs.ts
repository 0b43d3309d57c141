import { add, heartOutline, homeOutline, personCircleOutline, searchOutline } from 'ionicons/icons';

/** The phone bottom bar's five slots (spec part 1 §2.4), shared by the Ionic tabs and the landing bar. */
export interface TabSlot {
  tab: 'home' | 'search' | 'post' | 'shortlist' | 'account';
  label: string;
  icon: string;
  href: (signedIn: boolean) => string;
  /** The raised round Post button in the middle. */
  round?: boolean;
}

export const tabSlots: readonly TabSlot[] = [
  { tab: 'home', label: 'Home', icon: homeOutline, href: () => '/' },
  { tab: 'search', label: 'Search', icon: searchOutline, href: () => '/explore' },
  { tab: 'post', label: 'Post', icon: add, href: () => '/sell/post', round: true },
  { tab: 'shortlist', label: 'Shortlist', icon: heartOutline, href: () => '/saved-properties' },
  {
    tab: 'account',
    label: 'Account',
    icon: personCircleOutline,
    href: (signedIn) => (signedIn ? '/profile' : '/login'),
  },
];
