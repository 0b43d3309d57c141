/**
 * The only code that makes or checks secrets (OTP codes, session tokens).
 *
 * Guarantees: codes come from crypto.randomInt (uniform, CSPRNG); tokens are 32 random bytes.
 * Neither is ever stored: tokens as SHA-256 (a 256-bit random value needs no salt or stretching),
 * codes as scrypt with a per-code salt, because a 6-digit code has only 10⁶ values and a plain
 * hash of one would fall to an offline search in a moment if the database leaked. Every
 * comparison is constant-time.
 */
import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { OTP_LENGTH } from './auth-rules';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;

/** ~20 ms per hash: nothing for one sign-in, ~6 CPU-hours to try all 10⁶ codes of one leaked row. */
const SCRYPT = { N: 2 ** 14, r: 8, p: 1 };
const KEY_LENGTH = 32;

/** A uniformly random 6-digit code, leading zeros kept. */
export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

export interface HashedCode {
  codeHash: string;
  salt: string;
}

export async function hashOtp(code: string): Promise<HashedCode> {
  const salt = randomBytes(16);
  const key = await scryptAsync(code, salt, KEY_LENGTH, SCRYPT);
  return { codeHash: key.toString('base64'), salt: salt.toString('base64') };
}

export async function otpMatches(code: string, stored: HashedCode): Promise<boolean> {
  const expected = Buffer.from(stored.codeHash, 'base64');
  const actual = await scryptAsync(code, Buffer.from(stored.salt, 'base64'), KEY_LENGTH, SCRYPT);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A new session token (43 base64url characters) — handed to the client once, never stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Session tokens are looked up by this hash; equality of hashes is checked in the query. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * An unguessable handle (256 random bits, 43 base64url characters) given only to whoever asked
 * for it: a sign-in challenge id (the code's requester) or a mobile-consent link token (the
 * mobile's holder). Stored as `hashToken(value)`, like session tokens.
 */
export const newHandle = newSessionToken;
export const HANDLE_PATTERN = SESSION_TOKEN_PATTERN;

/** Constant-time string equality for configured secrets (the admin key). */
export function secretEquals(given: string, expected: string): boolean {
  // Hash first so the lengths match and nothing leaks through an early length check.
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
