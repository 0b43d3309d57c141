/**
 * One agent directory entry from what is stored about an account (rules: domain/agents/
 * directory-rules.ts), and the one read of the store that gathers it for every professional poster
 * at once (a rebuild) or for a few accounts (an approval). Private `_id` = the account id; the
 * public handle is `slug`.
 */
import { freshnessClauses, inDefaultSearch, isRental } from '../../domain/listings/freshness';
import type { AgentType } from '../../domain/agents/agent-rules';
import { agentSlug, classify, LOOKBACK_DAYS, responseRate } from '../../domain/agents/directory-rules';
import type { ResponseRate } from '../../domain/agents/directory-rules';
import { normalizeCity } from '../../domain/search/city-aliases';
import type { Doc, Store } from '../../store/types';
import { AGENT_PROFILES, type AgentProfileDoc } from './agent-profiles';

const LOCALITIES_SHOWN = 6;

export interface Place {
  city: string;
  name: string;
  listings: number;
}

export type DirectoryEntry = {
  _id: string;
  slug: string;
  name: string;
  /** Lower-case name and company, for the name search. */
  searchText: string;
  companyName: string | null;
  reraId: string | null;
  type: AgentType;
  registered: boolean;
  cities: string[];
  /** The cities alias-normalised ('gurgaon'), for the city filter. */
  cityKeys: string[];
  /** 'gurgaon|sector 45' keys of every place listed or declared, for the locality filter. */
  placeKeys: string[];
  /** Every place, most listings first (the chips); the card shows the first LOCALITIES_SHOWN. */
  places: Place[];
  localities: Place[];
  liveListings: number;
  responseRate: ResponseRate;
  phone: string | null;
  /** Set when an approval rewrote the entry: a rebuild that started earlier leaves it alone. */
  refreshedAt?: Date;
};

type Listing = Doc & { authorId?: unknown };
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
export const placeKey = (city: string, locality: string) =>
  `${normalizeCity(city)}|${locality.trim().toLowerCase()}`;

export interface Facts {
  userId: string;
  listings: Listing[];
  user: Doc | null;
  profile: AgentProfileDoc | null;
  leads: { createdAt: Date; handledAt?: Date }[];
}

/**
 * Whether an account is in the directory: an approved registration, or a live professional listing
 * (a registered-and-then-rejected account with owner listings only is not).
 */
export const belongs = (f: Facts) =>
  f.profile?.status === 'approved' ||
  f.listings.some((l) => l.userType === 'agent' || l.userType === 'builder');

function placesOf(open: Listing[], registered: AgentProfileDoc | null): [string, Place][] {
  const counts = new Map<string, Place>();
  for (const l of open) {
    const city = str(l.city);
    const name = str(l.locality);
    if (!city || !name) continue;
    const k = placeKey(city, name);
    counts.set(k, { city, name, listings: (counts.get(k)?.listings ?? 0) + 1 });
  }
  for (const name of registered?.localities ?? []) {
    const k = placeKey(registered!.city, name);
    if (!counts.has(k)) counts.set(k, { city: registered!.city, name, listings: 0 });
  }
  return [...counts.entries()].sort(
    (a, b) => b[1].listings - a[1].listings || a[1].name.localeCompare(b[1].name),
  );
}

/** One entry from everything stored about the account; null for a deleted account. */
export function entryOf(f: Facts, now: Date): DirectoryEntry | null {
  if (!f.user || f.user.deletion) return null;
  const open = f.listings.filter((l) => inDefaultSearch(l, now));
  const registered = f.profile?.status === 'approved' ? f.profile : null;
  const mix = {
    asBuilder: f.listings.filter((l) => l.userType === 'builder').length,
    asAgent: f.listings.filter((l) => l.userType === 'agent').length,
    live: open.length,
    rentals: open.filter(isRental).length,
  };
  const places = placesOf(open, registered);
  const newest = [...f.listings].sort((a, b) => Number(b.createdAt) - Number(a.createdAt));
  const fromListings = (field: string) => newest.map((l) => str(l[field])).find(Boolean) ?? null;
  const name = str(f.user.name) ?? fromListings('listerName') ?? 'Agent';
  const companyName = registered?.companyName ?? fromListings('companyName') ?? str(f.user.companyName);
  const cities = [...new Set([...(registered ? [registered.city] : []), ...places.map(([, p]) => p.city)])];
  return {
    _id: f.userId,
    slug: agentSlug(name, f.userId),
    name,
    searchText: `${name} ${companyName ?? ''}`.toLowerCase(),
    companyName,
    reraId: registered?.reraId ?? fromListings('reraId') ?? str(f.user.reraId),
    type: classify(mix, registered?.type),
    registered: registered !== null,
    cities,
    cityKeys: [...new Set(cities.map(normalizeCity))],
    placeKeys: places.map(([k]) => k),
    places: places.map(([, p]) => p),
    localities: places.slice(0, LOCALITIES_SHOWN).map(([, p]) => p),
    liveListings: open.length,
    responseRate: responseRate(f.leads, now),
    phone: registered?.publishPhone ? str(f.user.mobile) : null,
  };
}

const LISTING_FIELDS = {
  authorId: 1,
  userType: 1,
  category: 1,
  listingType: 1,
  city: 1,
  locality: 1,
  companyName: 1,
  reraId: 1,
  listerName: 1,
  availability: 1,
  staleAt: 1,
  createdAt: 1,
} as const;

function groupBy<T>(items: T[], key: (t: T) => unknown): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (typeof k !== 'string') continue;
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

/** Everything the entries of `ids` (or of every professional poster when absent) are built from. */
export async function gather(store: Store, now: Date, ids?: string[]): Promise<Facts[]> {
  const listings = store.collection('listings');
  const openLive = [{ status: 'live' }, ...freshnessClauses(now, true)];
  const profiles = await store
    .collection<AgentProfileDoc>(AGENT_PROFILES)
    .find(ids ? { userId: { $in: ids } } : { status: 'approved' });
  const registeredIds = profiles.filter((p) => p.status === 'approved').map((p) => p.userId);
  // Posted as a professional; a registered agent's every listing counts, whatever it was posted as.
  const pro = ids
    ? []
    : await listings.find(
        { userType: { $in: ['agent', 'builder'] }, $and: openLive },
        { projection: LISTING_FIELDS },
      );
  const own = ids ?? registeredIds;
  const theirs = own.length
    ? await listings.find({ authorId: { $in: own }, $and: openLive }, { projection: LISTING_FIELDS })
    : [];
  const unique = new Map<string, Listing>([...pro, ...theirs].map((l) => [l._id, l]));
  const byAuthor = groupBy([...unique.values()], (l) => l.authorId);
  const userIds = [...new Set([...byAuthor.keys(), ...registeredIds, ...(ids ?? [])])];
  // A rebuild reads every account and 90 days of leads once and picks in memory: an `$in` of
  // thousands of ids costs the embedded store seconds (measured at 100,000 listings, README).
  const wanted = new Set(userIds);
  const users = (
    await store.collection('users').find(ids ? { _id: { $in: userIds } } : {}, {
      projection: { name: 1, companyName: 1, reraId: 1, mobile: 1, deletion: 1 },
    })
  ).filter((u) => wanted.has(u._id));
  const since = new Date(now.getTime() - LOOKBACK_DAYS * 86_400_000);
  const leads = (
    await store
      .collection('leads')
      .find(
        ids ? { recipientId: { $in: userIds }, createdAt: { $gte: since } } : { createdAt: { $gte: since } },
        {
          projection: { recipientId: 1, createdAt: 1, handledAt: 1 },
        },
      )
  ).filter((l) => typeof l.recipientId === 'string' && wanted.has(l.recipientId));
  const leadsOf = groupBy(leads, (l) => l.recipientId);
  const usersById = new Map(users.map((u) => [u._id, u]));
  const profileOf = new Map(profiles.map((p) => [p.userId, p]));
  return userIds.map((userId) => ({
    userId,
    listings: byAuthor.get(userId) ?? [],
    user: usersById.get(userId) ?? null,
    profile: profileOf.get(userId) ?? null,
    leads: (leadsOf.get(userId) ?? [])
      .filter((l) => l.createdAt instanceof Date)
      .map((l) => ({
        createdAt: l.createdAt as Date,
        ...(l.handledAt instanceof Date ? { handledAt: l.handledAt } : {}),
      })),
  }));
}
