/**
 * Reading and storing a user's notification preferences (users.notificationPrefs). Only the
 * types the user changed are stored, each as its full { inApp, email } choice; the rest follow
 * their defaults (domain/notifications/notification-preferences.ts).
 */
import { users } from '../../auth/users';
import {
  choiceFor,
  defaultChoice,
  labelOf,
  preferenceGroups,
  type ChannelChoice,
  type StoredPreferences,
} from '../../domain/notifications/notification-preferences';
import type { NotificationType } from '../../domain/notifications/notification-types';
import type { Store } from '../../store/types';

/** Every type with its switches, in the page's groups. */
export function preferencesOf(stored: StoredPreferences | undefined) {
  return preferenceGroups().map((g) => ({
    title: g.title,
    items: g.types.map((type) => ({
      type: type as NotificationType,
      label: labelOf(type),
      ...choiceFor(stored, type),
      emailByDefault: defaultChoice(type).email,
    })),
  }));
}

/** Sets the given types (one `$set` per type, so concurrent changes of other types both stick). */
export async function savePreferences(
  store: Store,
  userId: string,
  changes: Record<string, ChannelChoice>,
): Promise<StoredPreferences | undefined> {
  const set = Object.fromEntries(
    Object.entries(changes).map(([type, choice]) => [`notificationPrefs.${type}`, choice] as const),
  );
  if (Object.keys(set).length > 0) {
    await users(store).updateOne({ _id: userId }, { $set: { ...set, updatedAt: new Date() } });
  }
  return (await users(store).findOne({ _id: userId }, { projection: { notificationPrefs: 1 } }))
    ?.notificationPrefs;
}
