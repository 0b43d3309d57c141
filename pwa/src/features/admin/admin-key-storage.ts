/**
 * The optional admin key (x-admin-key) for the login audit. Kept in memory by default; only when
 * the admin ticks 'Remember for this tab' is it put in sessionStorage, which the browser forgets
 * when the tab closes. Never in localStorage or IndexedDB.
 */
const KEY = 'propai.adminKey';

export function readRememberedAdminKey(): string {
  try {
    return sessionStorage.getItem(KEY) ?? '';
  } catch {
    return ''; // storage disabled: nothing remembered
  }
}

export function rememberAdminKey(key: string, remember: boolean): void {
  try {
    if (remember && key) sessionStorage.setItem(KEY, key);
    else sessionStorage.removeItem(KEY);
  } catch {
    // storage disabled: the key simply is not remembered
  }
}
