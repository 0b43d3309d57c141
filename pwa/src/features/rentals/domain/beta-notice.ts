/**
 * The spec's Beta Stage overlay on /rentals (part 1 §2.1) and the dashboard behind it, on a phone:
 * the overlay covers the dashboard until the landlord taps Continue; from then on (remembered on
 * this device) a small Beta card sits above the dashboard instead, so the dashboard stays usable.
 * Signed out, the overlay stays, with Sign in.
 */
export const BETA_SEEN_KEY = 'propai-rentals-beta-seen';

export function betaSeen(
  storage: Pick<Storage, 'getItem'> | null = globalThis.localStorage ?? null,
): boolean {
  try {
    return storage?.getItem(BETA_SEEN_KEY) === '1';
  } catch {
    return false; // storage blocked: show the overlay, Continue still hides it for this visit
  }
}

export function rememberBetaSeen(
  storage: Pick<Storage, 'setItem'> | null = globalThis.localStorage ?? null,
): void {
  try {
    storage?.setItem(BETA_SEEN_KEY, '1');
  } catch {
    // storage blocked: the overlay comes back next visit, nothing else breaks
  }
}
