/**
 * "Download my data" (settings → Your data; DPDP Act: a person may obtain the data held on them).
 *
 * Everything the account holds, read from the store as it is now: the profile, the user's own
 * listings, callback requests sent and received, surveys, favourites, saved searches,
 * notifications, booking links and the login-audit rows of this account. Rows are selected by the
 * caller's id only (never by a value from the request), so nobody else's data can be asked for;
 * a lead RECEIVED carries the sender's name and phone, which its sender gave to this user.
 * Internal bookkeeping (hashes, claims, search helper fields) is left out.
 */
import { LOGIN_AUDIT } from '../../auth/login-audit';
import { publicUser, type UserRecord } from '../../auth/users';
import { LISTINGS } from '../../routes/_shared/create-listing';
import { FAVORITES } from '../../routes/favorites/favorites.routes';
import { LEADS } from '../../routes/leads/leads.routes';
import { SURVEYS } from '../../routes/survey/survey.routes';
import type { Doc, Filter, Store } from '../../store/types';
import { choiceFor } from '../../domain/notifications/notification-preferences';
import { NOTIFICATION_TYPES } from '../../domain/notifications/notification-types';
import { NOTIFICATIONS } from '../notifications/notify';
import { SAVED_SEARCHES } from '../saved-searches/saved-search-store';
import { BOOKING_LINKS } from './delete-account';

/** Per collection; far above what one person makes by hand, so the file is bounded. */
const MAX_ROWS = 5000;

/** Fields that are ours, not the user's data: search helpers, hashes, upload claims. */
const INTERNAL = /^(_search|search|submissionHash|claim|tokenHash|codeHash|salt|challengeHash)/;

/** A stored row as plain JSON: `_id` as `id`, dates as ISO text, internal fields dropped. */
function plain(doc: Doc, omit: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc)) {
    if (INTERNAL.test(key) || omit.includes(key)) continue;
    out[key === '_id' ? 'id' : key] = value;
  }
  return JSON.parse(JSON.stringify(out)) as Record<string, unknown>;
}

const newestFirst = (field: string) => ({ sort: { [field]: -1 as const }, limit: MAX_ROWS });

/** The export as one JSON-ready object. */
export async function exportAccount(store: Store, user: UserRecord, now = new Date()) {
  const id = user._id;
  const rows = (name: string, filter: Filter, sortField = 'createdAt', omit: readonly string[] = []) =>
    store
      .collection(name)
      .find(filter, newestFirst(sortField))
      .then((docs) => docs.map((d) => plain(d, omit)));
  const [
    listings,
    leadsSent,
    leadsReceived,
    surveys,
    favorites,
    savedSearches,
    notifications,
    bookings,
    audit,
  ] = await Promise.all([
    rows(LISTINGS, { authorId: id }),
    // The other party's account id is ours, not theirs to learn (public answers carry none).
    rows(LEADS, { fromUserId: id }, 'createdAt', ['recipientId']),
    rows(LEADS, { recipientId: id }, 'createdAt', ['fromUserId']),
    rows(SURVEYS, { userId: id }, 'submittedAt'),
    rows(FAVORITES, { userId: id }),
    rows(SAVED_SEARCHES, { userId: id }),
    rows(NOTIFICATIONS, { userId: id }, 'createdAt', ['fromUserId']),
    rows(BOOKING_LINKS, { userId: id }, 'linkedAt'),
    rows(LOGIN_AUDIT, { matchedUserId: id }),
  ]);
  return {
    exportedAt: now.toISOString(),
    format: 'PropAI account export, version 1',
    profile: {
      ...publicUser(user),
      citizenship: user.citizenship ?? null,
      countryOfResidence: user.countryOfResidence ?? null,
      planningToBuy: user.planningToBuy ?? null,
      ownsRealEstate: user.ownsRealEstate ?? null,
      lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    },
    notificationPreferences: Object.fromEntries(
      NOTIFICATION_TYPES.map((t) => [t, choiceFor(user.notificationPrefs, t)]),
    ),
    listings,
    leads: { sent: leadsSent, received: leadsReceived },
    surveys,
    favorites,
    savedSearches,
    notifications,
    bookingLinks: bookings,
    loginAudit: audit,
  };
}
