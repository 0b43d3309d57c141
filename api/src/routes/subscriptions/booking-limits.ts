/**
 * How often POST /api/subscriptions/verify-booking may be tried. Kept beside the route, in the
 * shape of auth-rules LIMITS. Each limit counts the CALLER only (their account, their address),
 * never the booking id tried, so a stranger's guesses can never lock the real buyer out.
 *
 * Chosen so a real buyer never meets them (a few bookings, a few typos an hour) while a script
 * gets at most 10 tries per account and 30 per address every 15 minutes.
 */
import type { RateLimit } from '../../auth/auth-rules';

const FIFTEEN_MINUTES = 15 * 60_000;

export const BOOKING_LIMITS = {
  /** verify-booking calls per signed-in account, whatever their outcome. */
  verifiesPerUser: { name: 'booking:user', limit: 10, windowMs: FIFTEEN_MINUTES },
  /** verify-booking calls per client IP (many accounts from one script). */
  verifiesPerIp: { name: 'booking:ip', limit: 30, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, RateLimit>;
