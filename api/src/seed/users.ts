/**
 * `users`: the demo admin plus the owners, agents and builders who posted the listings.
 * Emails are under example.com (RFC 2606) so no generated address can reach a real inbox.
 */
import { BASE_DATE, recentDate } from './dates';
import type { UserDoc, UserRole } from './entities';
import { LOCALITIES } from './localities';
import { DEVELOPER_STEMS, DEVELOPER_SUFFIXES, FIRST_NAMES, LAST_NAMES } from './names';
import { objectId, rngFor } from './prng';

export const DEMO_ADMIN = {
  name: 'PropAI Admin',
  email: 'admin@propai.example',
  mobile: '9876500000',
} as const;

/**
 * A buyer account for trying 'Link Booking ID': it owns the first booking of every tenth project
 * (ALLOT-10000 on the first project). Documented in README; signs in through the normal OTP flow.
 */
export const DEMO_BUYER = {
  name: 'Demo Buyer',
  email: 'buyer@propai.example',
  mobile: '9876500002',
} as const;

const RESERVED_MOBILES = new Set<string>([DEMO_ADMIN.mobile, DEMO_BUYER.mobile]);

/** Roughly one poster per eight listings: most owners post once, agents post many. */
export function userCount(listings: number): number {
  return Math.max(12, Math.ceil(listings / 8));
}

/** Role by position in a cycle of 10: six owners, three agents, one builder. */
export function roleOf(index: number): Exclude<UserRole, 'admin' | 'user'> {
  const r = index % 10;
  return r < 6 ? 'owner' : r < 9 ? 'agent' : 'builder';
}

/**
 * A 10-digit mobile, first digit 6–9, unique per index: the last nine digits are a bijection of
 * the index (7,919 is coprime with 10⁹), so no two users share a number.
 */
function mobileFor(seed: number, index: number): string {
  const first = 6 + ((index + seed) % 4);
  const rest = ((index + 1) * 7919 + (seed % 1000) * 1_000_003) % 1_000_000_000;
  const mobile = `${first}${String(rest).padStart(9, '0')}`;
  return RESERVED_MOBILES.has(mobile) ? '9876500001' : mobile;
}

export function makeAdmin(seed: number): UserDoc {
  const rng = rngFor(seed, 'admin');
  const createdAt = new Date(BASE_DATE.getTime() - 200 * 86_400_000);
  return {
    _id: objectId(rng, createdAt, 0xffffff),
    seeded: true,
    name: DEMO_ADMIN.name,
    firstName: 'PropAI',
    lastName: 'Admin',
    email: DEMO_ADMIN.email,
    mobile: DEMO_ADMIN.mobile,
    role: 'admin',
    country: 'India',
    createdAt,
    updatedAt: createdAt,
  };
}

export function makeDemoBuyer(seed: number): UserDoc {
  const rng = rngFor(seed, 'demo-buyer');
  const createdAt = new Date(BASE_DATE.getTime() - 120 * 86_400_000);
  return {
    _id: objectId(rng, createdAt, 0xfffffe),
    seeded: true,
    name: DEMO_BUYER.name,
    firstName: 'Demo',
    lastName: 'Buyer',
    email: DEMO_BUYER.email,
    mobile: DEMO_BUYER.mobile,
    role: 'user',
    country: 'India',
    createdAt,
    updatedAt: createdAt,
  };
}

export function makeUser(seed: number, index: number): UserDoc {
  const rng = rngFor(seed, 'user', index);
  const role = roleOf(index);
  const firstName = rng.pick(FIRST_NAMES);
  const lastName = rng.pick(LAST_NAMES);
  const createdAt = recentDate(rng, 400);
  const home = rng.pick(LOCALITIES);
  const user: UserDoc = {
    _id: objectId(rng, createdAt, index),
    seeded: true,
    name: `${firstName} ${lastName}`,
    firstName,
    lastName,
    // The index keeps addresses unique; a unique index on email will hold.
    email: `${firstName}.${lastName}${index + 1}@example.com`.toLowerCase(),
    mobile: mobileFor(seed, index),
    role,
    country: 'India',
    city: home.city,
    createdAt,
    updatedAt: createdAt,
  };
  if (role === 'agent') {
    user.companyName = `${lastName} ${rng.pick(['Realtors', 'Property Consultants', 'Estates', 'Homes & Advisory'])}`;
    user.reraId = agentRera(rng.digits(4), home.state);
  } else if (role === 'builder') {
    user.companyName = `${rng.pick(DEVELOPER_STEMS)} ${rng.pick(DEVELOPER_SUFFIXES)}`;
    user.reraId = agentRera(rng.digits(4), home.state);
  }
  return user;
}

/** Fictional registration numbers in the shape each state's RERA uses for agents. */
function agentRera(digits: string, state: string): string {
  if (state === 'Haryana') return `HRERA-PKL-REA-${digits}-2024`;
  if (state === 'Uttar Pradesh') return `UPRERAAGT1${digits}`;
  return `DLRERA2024A0${digits}`;
}
