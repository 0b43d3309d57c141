/**
 * The navigation menus of spec part 1 §2.3 as data, shared by the wide-screen top bar and the
 * phone drawer so the two can never drift apart.
 */

export type NavBadge = 'Beta' | 'Exclusive';

export interface NavItem {
  label: string;
  to: string;
  /** One line under the label in the wide menus. */
  hint?: string;
  badge?: NavBadge;
  /** Shown but not clickable, with the tooltip 'We are working on it'. */
  disabled?: boolean;
}

export interface NavSection {
  heading: string;
  items: NavItem[];
}

export interface NavMenu {
  id: string;
  label: string;
  sections: NavSection[];
}

export const WORKING_ON_IT = 'We are working on it';

/** Not built: shown disabled with its badge and the 'We are working on it' tooltip. */
const beta = (label: string, to: string, hint?: string): NavItem => ({
  label,
  to,
  hint,
  badge: 'Beta',
  disabled: true,
});
/**
 * The spec flags these beta (rentals management, agent pages, tools): they are built and open,
 * and keep their Beta badge so the menu still says which parts are new.
 */
const newPage = (label: string, to: string, hint?: string): NavItem => ({ label, to, hint, badge: 'Beta' });

export const navMenus: NavMenu[] = [
  {
    id: 'buy',
    label: 'Buy',
    sections: [
      {
        heading: 'Homes for sale',
        items: [
          { label: 'Browse listings', to: '/browse/listings', hint: 'Resale homes from owners and agents' },
          { label: 'All homes for sale', to: '/explore?type=buy', hint: 'New projects across NCR' },
          { label: 'New launches', to: '/explore?type=buy&status=new' },
          beta('Recently sold', '/explore?type=sold'),
        ],
      },
      {
        heading: 'Plan your purchase',
        items: [
          { label: 'Buying guide', to: '/resources/buying-guide', hint: 'From budget to registration' },
          { label: 'Affordability calculator', to: '/tools/affordability', hint: 'What your income can buy' },
          { label: 'Mortgage calculator', to: '/tools/mortgage', hint: 'Compare loan offers' },
        ],
      },
      {
        heading: 'Get help',
        items: [{ label: 'Find an agent', to: '/agents', hint: 'Agents who know the area' }],
      },
    ],
  },
  {
    id: 'mortgage',
    label: 'Mortgage',
    sections: [
      {
        heading: 'Calculators',
        items: [
          { label: 'Mortgage calculator', to: '/tools/mortgage', hint: 'Compare loan offers' },
          { label: 'Affordability calculator', to: '/tools/affordability', hint: 'What your income can buy' },
          { label: 'EMI calculator', to: '/tools/emi', hint: 'Monthly EMI and repayment schedule' },
        ],
      },
      {
        heading: 'Learn and value',
        items: [
          { label: 'Buying guide', to: '/resources/buying-guide', hint: 'From budget to registration' },
          { label: 'Property valuation', to: '/valuation', hint: 'What a home is worth' },
        ],
      },
    ],
  },
  {
    id: 'rent',
    label: 'Rent',
    sections: [
      {
        heading: 'Find a rental',
        items: [
          // Rentals are listings, not developer projects: each entry opens the listing search
          // filtered to what its label says (the spec's /explore?type=rent… targets showed
          // for-sale projects). No project status means "upcoming", so that Buy entry is gone.
          { label: 'Rental listings', to: '/browse/listings?category=rent' },
          { label: 'Apartments for rent', to: '/search?type=rent&ptype=apartment' },
          {
            label: 'Houses for rent',
            to: '/search?type=rent&ptype=house',
            hint: 'Independent houses and villas',
          },
          { label: 'PG and co-living', to: '/pg' },
          { label: 'All rentals', to: '/search?type=rent' },
        ],
      },
      {
        heading: 'Manage rentals',
        items: [newPage('For landlords', '/rentals/landlord'), newPage('For tenants', '/rentals/tenant')],
      },
      {
        heading: 'Tools',
        items: [
          { label: 'Rent calculator', to: '/tools/rent-calculator', hint: 'Rent or buy, year by year' },
          newPage('Rental application', '/tools/application', 'One profile to send owners'),
        ],
      },
    ],
  },
  {
    id: 'sell',
    label: 'Sell',
    sections: [
      {
        heading: 'Sell your property',
        items: [
          { label: 'Post a listing', to: '/sell/post', hint: 'Free, saved as you type' },
          { label: 'My listings', to: '/my/listings' },
          { label: 'Find a selling agent', to: '/agents' },
        ],
      },
      {
        heading: 'Price it right',
        items: [
          { label: 'Property valuation', to: '/valuation' },
          newPage('Pricing tool', '/tools/pricing', 'Where your price sits'),
          { label: 'Market trends', to: '/insights/trends', hint: 'Prices and rents by quarter' },
        ],
      },
      {
        heading: 'Promote and learn',
        items: [
          { label: 'Featured listings', to: '/monetization/featured-listings', hint: 'What Featured means' },
          { label: 'Seller services', to: '/monetization/services' },
          { label: "Seller's guide", to: '/resources/sellers-guide' },
        ],
      },
    ],
  },
  {
    id: 'agents',
    label: 'Agents',
    sections: [
      {
        heading: 'Find a professional',
        items: [
          { label: 'Real estate agents', to: '/agents' },
          { label: 'Property managers', to: '/agents?type=property-manager' },
          { label: 'Builders', to: '/agents?type=builder' },
          { label: 'Legal checks', to: '/monetization/services?type=legal' },
        ],
      },
      {
        heading: 'For agents',
        items: [
          { label: 'Register as an agent', to: '/agents/register', hint: 'With your RERA number' },
          { label: 'Agent plans', to: '/monetization/agent-plans' },
          newPage('Agent dashboard', '/agents/dashboard'),
          newPage('Leads', '/agents/leads'),
        ],
      },
    ],
  },
  {
    id: 'insights',
    label: 'Insights',
    sections: [
      {
        heading: 'Read',
        items: [
          { label: 'Blogs', to: '/blogs' },
          { label: 'Weekly market pulse', to: '/blogs/pulse', hint: 'The NCR newsletter' },
          { label: 'AI Insights', to: '/insights', badge: 'Exclusive', hint: 'Prices and trends, explained' },
        ],
      },
      {
        heading: 'Market insights',
        items: [
          { label: 'Market overview', to: '/market-insights/overview', hint: 'NCR cities side by side' },
          { label: 'Price trends', to: '/market-insights/trends' },
          { label: 'Neighbourhoods', to: '/market-insights/neighborhoods' },
          { label: 'Investment', to: '/market-insights/investment', hint: 'Rental yields by locality' },
        ],
      },
    ],
  },
  {
    id: 'reports',
    label: 'Reports',
    sections: [
      {
        heading: 'Community reports',
        items: [
          { label: 'All reports', to: '/reports', hint: 'What buyers report on projects' },
          { label: 'Report a project', to: '/report' },
          { label: 'Find reports', to: '/reports/find' },
        ],
      },
    ],
  },
];

/** Fixed links beside the menus. 'For You' needs a session and a completed survey. */
export const fixedLinks = {
  home: { label: 'Home', to: '/' },
  rentals: { label: 'Manage Rentals', to: '/rentals' },
  forYou: { label: 'For You', to: '/recommendations' },
  insights: { label: 'AI Insights', to: '/insights' },
  advertise: { label: 'Advertise', to: '/monetization/featured-listings' },
} satisfies Record<string, NavItem>;

export interface ProfileLink extends NavItem {
  /** Shows the unread notification count. */
  countsUnread?: boolean;
}

export const profileLinks: ProfileLink[] = [
  { label: 'Profile', to: '/profile' },
  { label: 'My Listings', to: '/my/listings' },
  { label: 'My Properties', to: '/my-properties' },
  { label: 'Saved Properties', to: '/saved-properties' },
  { label: 'Saved Reports', to: '/favorites' },
  { label: 'Notifications', to: '/notifications', countsUnread: true },
  { label: 'Billing & Plans', to: '/billing' },
  { label: 'Settings', to: '/settings' },
  { label: 'Help', to: '/help' },
];

export const adminLinks: NavItem[] = [
  { label: 'Admin Dashboard', to: '/admin-dashboard' },
  { label: 'Listing Moderation', to: '/admin/listings' },
  { label: 'Report Check', to: '/admin/check-report' },
  { label: 'Survey Analytics', to: '/survey-analytics' },
  { label: 'Survey Leads', to: '/admin/survey-leads' },
  { label: 'New Accounts', to: '/admin/new-accounts' },
  { label: 'Sign-in Audit', to: '/admin/login-attempts' },
  { label: 'Blog Articles', to: '/admin/blogs' },
  { label: 'Projects', to: '/admin/projects' },
  { label: 'Agent Registrations', to: '/admin/agents' },
];
