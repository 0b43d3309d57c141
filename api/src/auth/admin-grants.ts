/**
 * Who is an admin. Decided only from the stored role (DECISIONS.md: no built-in lists, no
 * bypass). Roles are granted two ways, both by email:
 * - ADMIN_EMAILS, applied at every start-up and when such an account is created;
 * - `npm run admin:grant -- <email>`, which sets the role now and records the grant in
 *   `admin_grants` so an account created later for that address starts as admin too.
 */
import type { Store } from '../store/types';
import { normalEmail, users } from './users';

export const ADMIN_GRANTS = 'admin_grants';

type GrantDoc = {
  _id: string;
  grantedAt: Date;
};

/** Whether a new account for this address starts as admin. */
export async function isGrantedAdmin(store: Store, adminEmails: readonly string[], email: string) {
  if (adminEmails.includes(email)) return true;
  return (await store.collection<GrantDoc>(ADMIN_GRANTS).findOne({ _id: email })) !== null;
}

/** Makes the accounts of these addresses admins; returns how many accounts changed. */
export async function applyAdminEmails(store: Store, emails: readonly string[]): Promise<number> {
  let changed = 0;
  for (const email of emails) {
    const result = await users(store).updateOne(
      { email: normalEmail(email), role: { $ne: 'admin' } },
      { $set: { role: 'admin', updatedAt: new Date() } },
    );
    changed += result.modified;
  }
  return changed;
}

/**
 * @example
 *   await grantAdmin(store, 'ops@propai.example'); // { accountFound: true }
 */
export async function grantAdmin(store: Store, rawEmail: string): Promise<{ accountFound: boolean }> {
  const email = normalEmail(rawEmail);
  await store
    .collection<GrantDoc>(ADMIN_GRANTS)
    .updateOne({ _id: email }, { $setOnInsert: { grantedAt: new Date() } }, { upsert: true });
  await applyAdminEmails(store, [email]);
  return { accountFound: (await users(store).findOne({ email })) !== null };
}
