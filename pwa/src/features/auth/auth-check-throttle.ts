import { authTexts } from '../../lib/auth/auth-rules';

/** Spec §5/§9: the auth check runs at most once per 5 s. */
export const AUTH_CHECK_INTERVAL_MS = 5000;

export class AuthCheckRateLimited extends Error {
  constructor() {
    super(authTexts.rateLimitedChecks);
    this.name = 'AuthCheckRateLimited';
  }
}

/**
 * A gate that lets one call through per interval and refuses the rest with
 * 'Rate limited - too many auth checks.' (an internal error, never shown to the user).
 * @example const gate = createAuthCheckGate(); gate.enter(); // throws when called again within 5 s
 */
export function createAuthCheckGate(intervalMs = AUTH_CHECK_INTERVAL_MS, now: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    enter(): void {
      const t = now();
      if (t - last < intervalMs) throw new AuthCheckRateLimited();
      last = t;
    },
    reset(): void {
      last = Number.NEGATIVE_INFINITY;
    },
  };
}
