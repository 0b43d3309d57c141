/**
 * Every kind of notification the API writes (services/notifications/notify.ts) and the app reads
 * (GET /api/notifications). One list, so the stored type, the wire enum and the app's rendering
 * cannot drift.
 */
export const NOTIFICATION_TYPES = [
  'listing_approved',
  'listing_rejected',
  'callback_request',
  'report_reply',
  'listing_stale',
  /** Five distinct reporters hid the listing until an admin decides (routes/listing-flags). */
  'listing_flagged',
  /** An admin dismissed the reports: the hidden listing is live again (routes/moderation). */
  'listing_restored',
  /** A listing went live or a project was added that a saved search matches (one a search a day). */
  'saved_search_match',
  /** An admin approved the user's community report: it is public (link /reports/{id}). */
  'report_approved',
  /** An admin rejected the user's community report; the body carries the reason. */
  'report_rejected',
  /** Admins: someone applied to be listed as an agent, property manager or builder (routes/agents). */
  'agent_application',
  /** The applicant: an admin approved the registration; the agent is in the directory. */
  'agent_approved',
  /** The applicant: an admin rejected the registration; the body carries the reason. */
  'agent_rejected',
] as const;

export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
