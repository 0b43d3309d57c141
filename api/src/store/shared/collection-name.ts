/**
 * Collection names become file names (embedded) and namespaces (MongoDB), so only a portable,
 * path-safe alphabet is accepted: a mistake fails loudly instead of writing outside DATA_DIR.
 */
const VALID = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;

export function assertCollectionName(name: string): void {
  if (!VALID.test(name)) {
    throw new TypeError(`invalid collection name ${JSON.stringify(name)}: use letters, digits, _ and -`);
  }
}
