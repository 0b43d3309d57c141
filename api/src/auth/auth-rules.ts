/**
 * Every number the sign-in flow enforces, in one place so the routes, the tests and the README
 * quote the same values. Spec §9: OTP length 6, resend countdown 600 s, email change once every
 * 15 days. The rate limits are ours (DECISIONS.md asks for per-address and per-IP limits).
 */
export const OTP_LENGTH = 6;
/** A code is valid this long, and resend is refused until it has passed (spec §4 countdown). */
export const OTP_VALID_SECONDS = 600;
/** The 5th wrong try voids the code. */
export const OTP_MAX_TRIES = 5;
/** The email attached to a mobile may change once every 15 days. */
export const EMAIL_CHANGE_COOLDOWN_DAYS = 15;
/**
 * A mobile asked for by another account moves only with its holder's consent, or after this many
 * days without the holder refusing (the spec's 15-day window).
 */
export const MOBILE_CONSENT_DAYS = 15;
/** After a move, the former holder's undo link works this long. */
export const MOBILE_UNDO_DAYS = 30;

/** Sessions: 30 days since last use, extended on use at most once a minute. */
export const SESSION_DAYS = 30;
export const SESSION_SLIDE_EVERY_MS = 60_000;

const FIFTEEN_MINUTES = 15 * 60_000;

export interface RateLimit {
  /** Prefix of the counter key; the subject (address, IP, user id) is appended. */
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * Chosen so a real person never meets them: one code lasts 10 minutes, so five codes to one
 * address in 15 minutes is already a lot, while 10 guesses per IP in 15 minutes keep a 6-digit
 * code's odds at 10 in a million per quarter hour. There is deliberately NO per-account verify
 * limit: anyone can name an account, so counting guesses against it let strangers lock its owner
 * out (issue 13). Guesses count against the code's challenge (5 tries) and the guessing IP.
 */
export const LIMITS = {
  /**
   * Codes sent (request-otp, resend, survey signup) per email address FROM ONE CLIENT IP. Keyed by
   * address and IP, not address alone: anyone can type someone's address, so a per-address limit
   * let a stranger use up the owner's codes and keep them from signing in.
   */
  codesPerEmail: { name: 'code:email-ip', limit: 5, windowMs: FIFTEEN_MINUTES },
  /**
   * Codes sent per email address from all IPs together: only a ceiling against mail-bombing an
   * inbox, well above what one IP may send (20 an hour), so reaching it takes several addresses
   * working for a whole hour.
   */
  codesPerEmailAllIps: { name: 'code:email', limit: 60, windowMs: 4 * FIFTEEN_MINUTES },
  /** Codes sent per mobile number from one client IP (one number cannot spray many addresses). */
  codesPerMobile: { name: 'code:mobile-ip', limit: 5, windowMs: FIFTEEN_MINUTES },
  /** Code-sending requests per client IP, whatever their outcome. */
  sendsPerIp: { name: 'send:ip', limit: 30, windowMs: FIFTEEN_MINUTES },
  /** verify-otp calls per client IP. */
  verifiesPerIp: { name: 'verify:ip', limit: 10, windowMs: FIFTEEN_MINUTES },
  /** Mobile-consent link actions (view, agree, refuse, undo) per client IP. */
  consentPerIp: { name: 'consent:ip', limit: 20, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, RateLimit>;
