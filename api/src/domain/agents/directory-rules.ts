/**
 * The figures of the agent directory, computed from stored listings and leads by rules the page
 * states (DECISIONS.md: "AI means computed with a stated method"):
 *
 * - live listings: the account's approved listings still on the market (in default search);
 * - response rate: of the callback requests the account received in the last LOOKBACK_DAYS that
 *   are at least RESPONSE_HOURS old, the share it marked handled within RESPONSE_HOURS of arriving;
 *   shown only with at least MIN_LEADS such requests, otherwise "too few requests to say";
 * - type: a registered agent's chosen type; otherwise builder when most of its professional
 *   listings were posted as a builder, property manager when more than half of its live listings
 *   are rentals, else agent.
 */
import type { AgentType } from './agent-rules';

export const RESPONSE_HOURS = 48;
export const LOOKBACK_DAYS = 90;
export const MIN_LEADS = 3;
const HOUR_MS = 3_600_000;

export interface LeadTiming {
  createdAt: Date;
  handledAt?: Date | null;
}

export interface ResponseRate {
  /** Requests old enough to judge, within the look-back. */
  considered: number;
  /** Of those, marked handled within RESPONSE_HOURS. */
  handled: number;
  /** Whole per cent, or null below MIN_LEADS. */
  rate: number | null;
}

/**
 * @example responseRate([{ createdAt: threeDaysAgo, handledAt: twoDaysAgo }, …], now)
 *   // → { considered: 4, handled: 3, rate: 75 }
 */
export function responseRate(leads: readonly LeadTiming[], now: Date): ResponseRate {
  const from = now.getTime() - LOOKBACK_DAYS * 24 * HOUR_MS;
  const until = now.getTime() - RESPONSE_HOURS * HOUR_MS;
  let considered = 0;
  let handled = 0;
  for (const lead of leads) {
    const at = lead.createdAt.getTime();
    if (at < from || at > until) continue;
    considered += 1;
    const done = lead.handledAt?.getTime();
    if (done !== undefined && done - at <= RESPONSE_HOURS * HOUR_MS) handled += 1;
  }
  return {
    considered,
    handled,
    rate: considered >= MIN_LEADS ? Math.round((handled / considered) * 100) : null,
  };
}

export interface ListingMix {
  /** Live listings posted with userType 'builder' / 'agent'. */
  asBuilder: number;
  asAgent: number;
  /** Live listings on the market, and how many of them are rentals. */
  live: number;
  rentals: number;
}

/** The directory type of an account (see the header). */
export function classify(mix: ListingMix, registered?: AgentType): AgentType {
  if (registered) return registered;
  if (mix.asBuilder > mix.asAgent) return 'builder';
  return mix.live > 0 && mix.rentals * 2 > mix.live ? 'property-manager' : 'agent';
}

/**
 * A stable public handle that does not reveal the account id: the name's slug and 8 hex digits of
 * a 32-bit FNV-1a hash of the id (DECISIONS.md: public answers carry no user ids).
 * @example agentSlug('Rohan Mehta', '65f1c0ffee0123456789abcd') // 'rohan-mehta-1c3e…'
 */
export function agentSlug(name: string, accountId: string): string {
  let h = 0x811c9dc5;
  for (const ch of `agent:${accountId}`) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  const base = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${base || 'agent'}-${h.toString(16).padStart(8, '0')}`;
}

/** One line per figure, for the page's "how these are counted". */
export const DIRECTORY_METHOD = {
  listings: 'Live listings: approved listings still on the market (confirmed available by the lister).',
  responseRate: `Response rate: of the callback requests received in the last ${LOOKBACK_DAYS} days that are at least ${RESPONSE_HOURS} hours old, the share marked handled within ${RESPONSE_HOURS} hours. Shown from ${MIN_LEADS} requests.`,
  propertyManager:
    'Property managers: agents who registered as one, or whose live listings are more than half rentals and PGs.',
  registered: 'Registered: the agent applied with a RERA number and PropAI approved the application.',
} as const;
