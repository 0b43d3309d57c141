/**
 * `npm run admin:grant -- <email>`: makes the account of <email> an admin, now and, if it does
 * not exist yet, when it is first created (the grant is recorded in the store). Uses the same
 * store as the server: MONGODB_URI when set, else DATA_DIR (default ./data, relative to where
 * npm was run from, like the server's).
 */
import { resolve } from 'node:path';
import { grantAdmin } from '../auth/admin-grants';
import { isValidEmail, normalEmail } from '../auth/users';
import { openStore } from '../store/open-store';

async function main(): Promise<number> {
  const email = process.argv.slice(2).find((a) => a !== '--');
  if (!email || !isValidEmail(email)) {
    console.error('Usage: npm run admin:grant -- <email>');
    return 2;
  }
  const base = process.env.INIT_CWD ?? process.cwd();
  const store = await openStore({
    dataDir: resolve(base, process.env.DATA_DIR || 'data'),
    mongoUri: process.env.MONGODB_URI || undefined,
  });
  try {
    const { accountFound } = await grantAdmin(store, email);
    console.log(
      accountFound
        ? `${normalEmail(email)} is now an admin.`
        : `${normalEmail(email)} has no account yet; it will be an admin from its first sign-in.`,
    );
    return 0;
  } finally {
    await store.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`admin:grant failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
