/** Indexes for sign-in, sessions, rate limits and the login audit; every auth query uses one. */
import type { CollectionIndexes } from '../indexes';
import { LOGIN_AUDIT } from './login-audit';
import { MOBILE_TRANSFERS } from './mobile-transfers';
import { OTP_ATTEMPTS, OTP_CLAIMS, OTP_CODES, OTP_ROW_TTL_SECONDS } from './otp-codes';
import { RATE_HIT_TTL_SECONDS, RATE_HITS } from './rate-limit';
import { SESSIONS } from './sessions';
import { USERS } from './users';

export const authIndexes: CollectionIndexes[] = [
  {
    collection: USERS,
    indexes: [
      { fields: { email: 1 }, unique: true, why: 'one account per address; sign-in looks users up by email' },
      {
        fields: { mobile: 1 },
        unique: true,
        sparse: true,
        why: 'a mobile is attached to at most one account; accounts whose mobile moved have none',
      },
      { fields: { createdAt: -1 }, why: "admin dashboard: the week's new accounts; survey sign-ups by date" },
    ],
  },
  {
    collection: SESSIONS,
    indexes: [
      {
        fields: { tokenHash: 1 },
        unique: true,
        why: 'every authenticated request finds its session by token hash',
      },
      { fields: { expiresAt: 1 }, expireAfterSeconds: 0, why: 'TTL: a session ends at its (sliding) expiry' },
    ],
  },
  {
    collection: OTP_CODES,
    indexes: [
      {
        fields: { challengeHash: 1 },
        unique: true,
        sparse: true,
        why: 'verify and resend find a code by the hash of its challenge id',
      },
      { fields: { createdAt: 1 }, expireAfterSeconds: OTP_ROW_TTL_SECONDS, why: 'TTL: code rows kept a day' },
    ],
  },
  {
    collection: OTP_ATTEMPTS,
    indexes: [
      { fields: { codeId: 1 }, why: 'tries are counted per code' },
      { fields: { at: 1 }, expireAfterSeconds: OTP_ROW_TTL_SECONDS, why: 'TTL: tries outlive their code' },
    ],
  },
  {
    collection: OTP_CLAIMS,
    indexes: [
      { fields: { at: 1 }, expireAfterSeconds: OTP_ROW_TTL_SECONDS, why: 'TTL: claims outlive their code' },
    ],
  },
  {
    collection: MOBILE_TRANSFERS,
    indexes: [
      { fields: { tokenHashes: 1 }, why: "a mobile-consent link finds its request by the token's hash" },
      { fields: { fromUserId: 1, status: 1 }, why: "reading an account settles its mobile's due requests" },
      { fields: { toUserId: 1, status: 1 }, why: 'reading an account settles the requests it made' },
      { fields: { mobile: 1, status: 1 }, why: 'sign-in settles the due requests for the typed mobile' },
    ],
  },
  {
    collection: RATE_HITS,
    indexes: [
      { fields: { key: 1, at: 1 }, why: 'rate limits count one key within a time window' },
      { fields: { at: 1 }, expireAfterSeconds: RATE_HIT_TTL_SECONDS, why: 'TTL: hits older than any window' },
    ],
  },
  {
    collection: LOGIN_AUDIT,
    indexes: [
      { fields: { createdAt: -1 }, why: 'the audit lists newest first, optionally since/until' },
      { fields: { outcome: 1, createdAt: -1 }, why: 'audit filtered by outcome' },
      { fields: { emailTyped: 1, createdAt: -1 }, why: 'audit filtered by email' },
      { fields: { mobileTyped: 1, createdAt: -1 }, why: 'audit filtered by mobile' },
    ],
  },
];
