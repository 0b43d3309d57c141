/**
 * Notification preferences: for every notification type, whether it is stored in the app (in-app)
 * and whether it is emailed. Shared by the API (stores and honours them, services/notifications)
 * and the PWA (/settings renders the groups and labels from here).
 *
 * Preferences are keyed by type and a type without a stored choice takes its default, so a type
 * added later (e.g. report moderation outcomes) is on in-app from the first day without migrating
 * anyone's stored choices.
 *
 * Email defaults: OFF except the few messages a person would be upset to miss while away from the
 * app — their listing went live or was rejected or was hidden by reports, and a buyer asked for a
 * callback (a lead goes cold within hours). Everything else is in-app only until the user turns
 * email on.
 */
import { NOTIFICATION_TYPES, type NotificationType } from './notification-types';

export interface ChannelChoice {
  inApp: boolean;
  email: boolean;
}

/** What is stored on the account: only the types the user changed. */
export type StoredPreferences = Partial<Record<string, ChannelChoice>>;

/** Types emailed unless the user turns email off (plain strings: types may be added in parallel). */
export const EMAIL_ON_BY_DEFAULT: ReadonlySet<string> = new Set([
  'listing_approved',
  'listing_rejected',
  'listing_flagged',
  'callback_request',
  'report_approved',
  'report_rejected',
  'agent_approved',
  'agent_rejected',
]);

export function defaultChoice(type: string): ChannelChoice {
  return { inApp: true, email: EMAIL_ON_BY_DEFAULT.has(type) };
}

/** The choice in force for one type: the stored one, else the default. */
export function choiceFor(stored: StoredPreferences | undefined, type: string): ChannelChoice {
  return stored?.[type] ?? defaultChoice(type);
}

export interface PreferenceGroup {
  title: string;
  types: readonly string[];
}

/** Plain words for each type; a type missing here is shown from its own name (see labelOf). */
const LABELS: Partial<Record<NotificationType | 'report_approved' | 'report_rejected', string>> = {
  listing_approved: 'Your listing is live',
  listing_rejected: 'Your listing was not approved',
  listing_stale: 'Confirm your listing is still available',
  listing_flagged: 'Your listing was hidden after reports',
  listing_restored: 'Your listing is visible again',
  callback_request: 'Someone asked you to call back',
  report_reply: 'Replies to your reports',
  report_approved: 'Your report was published',
  report_rejected: 'Your report was not published',
  saved_search_match: 'New matches for your saved searches',
  agent_application: 'Agent registrations to decide (admins)',
  agent_approved: 'Your agent registration was approved',
  agent_rejected: 'Your agent registration was not approved',
};

/** 'some_new_type' → 'Some new type' when no label was written for it yet. */
export function labelOf(type: string): string {
  const label = (LABELS as Record<string, string | undefined>)[type];
  if (label) return label;
  const words = type.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const GROUPS: PreferenceGroup[] = [
  {
    title: 'Your listings',
    types: ['listing_approved', 'listing_rejected', 'listing_stale', 'listing_flagged', 'listing_restored'],
  },
  { title: 'Buyers and callbacks', types: ['callback_request'] },
  { title: 'Reports you wrote', types: ['report_reply', 'report_approved', 'report_rejected'] },
  { title: 'Saved searches', types: ['saved_search_match'] },
  { title: 'Agent registration', types: ['agent_application', 'agent_approved', 'agent_rejected'] },
];

/**
 * Every known type in its group, in the order the settings page lists them; a type no group
 * names lands in 'Other', so a new type always shows up with its switches.
 */
export function preferenceGroups(types: readonly string[] = NOTIFICATION_TYPES): PreferenceGroup[] {
  const known = new Set(types);
  const grouped = GROUPS.map((g) => ({ title: g.title, types: g.types.filter((t) => known.has(t)) })).filter(
    (g) => g.types.length > 0,
  );
  const placed = new Set(grouped.flatMap((g) => g.types));
  const other = types.filter((t) => !placed.has(t));
  return other.length > 0 ? [...grouped, { title: 'Other', types: other }] : grouped;
}
