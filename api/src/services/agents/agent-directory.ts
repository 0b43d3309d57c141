/**
 * `agent_directory`: one document per agent, builder or property manager (private `_id` = the
 * account id; public handle `slug`), built from the stored listings, leads and approved
 * registrations by the rules of domain/agents/directory-rules.ts. Who is in it: every account with
 * an approved listing on the market posted as an agent or builder, and every approved registration.
 *
 * Not computed per request (issue 20, Performance): `ensureDirectory` rebuilds it when it is missing
 * (the first ask waits) or older than MAX_AGE_MS (the ask is answered from the current copy while
 * one rebuild runs); an approval updates its one entry at once (`refreshAgent`). A rebuild reads
 * the live professional listings, their posters, the approved registrations and 90 days of leads
 * once, upserts every entry with the build's time and then deletes the entries it did not write,
 * so readers never see an empty directory. Several processes rebuilding together write the same.
 */
import { freshnessClauses, inDefaultSearch, isRental } from '../../domain/listings/freshness';
import type { AgentType } from '../../domain/agents/agent-rules';
import { agentSlug, classify, LOOKBACK_DAYS, responseRate } from '../../domain/agents/directory-rules';
import type { ResponseRate } from '../../domain/agents/directory-rules';
import { normalizeCity } from '../../domain/search/city-aliases';
import type { Doc, Store } from '../../store/types';
import { AGENT_PROFILES, type AgentProfileDoc } from './agent-profiles';

export const AGENT_DIRECTORY = 'agent_directory';
export const DIRECTORY_META = 'agent-directory';
export const MAX_AGE_MS = 10 * 60_000;
const LOCALITIES_SHOWN = 6;

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
  /** 'gurgaon|sector 45' keys of every locality listed or declared, for the filters. */
  placeKeys: string[];
  localities: { city: string; name: string; listings: number }[];
  liveListings: number;
  responseRate: ResponseRate;
  phone: string | null;
  builtAt: Date;
};

type Listing = Doc & { authorId?: unknown };
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
export const placeKey = (city: string, locality: string) =>
  `${normalizeCity(city)}|${locality.trim().toLowerCase()}`;

interface Facts {
  userId: string;
  listings: Listing[];
  user: Doc | null;
  profile: AgentProfileDoc | null;
  leads: { createdAt: Date; handledAt?: Date }[];
}

/** One entry from everything stored about the account. */
export function entryOf(f: Facts, now: Date): DirectoryEntry | null {
  if (!f.user || f.user.deletion) return null;
  const open = f.listings.filter((l) => inDefaultSearch(l, now));
  const asBuilder = f.listings.filter((l) => l.userType === 'builder').length;
  const asAgent = f.listings.filter((l) => l.userType === 'agent').length;
  const registered = f.profile?.status === 'approved' ? f.profile : null;
  const type = classify(
    { asBuilder, asAgent, live: open.length, rentals: open.filter(isRental).length },
    registered?.type,
  );
  const counts = new Map<string, { city: string; name: string; listings: number }>();
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
  const places = [...counts.entries()].sort(
    (a, b) => b[1].listings - a[1].listings || a[1].name.localeCompare(b[1].name),
  );
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
    type,
    registered: registered !== null,
    cities,
    cityKeys: [...new Set(cities.map(normalizeCity))],
    placeKeys: places.map(([k]) => k),
    localities: places.slice(0, LOCALITIES_SHOWN).map(([, p]) => p),
    liveListings: open.length,
    responseRate: responseRate(f.leads, now),
    phone: registered?.publishPhone ? str(f.user.mobile) : null,
    builtAt: now,
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

/** Everything the entries of `ids` (or of every professional poster when absent) are built from. */
async function gather(store: Store, now: Date, ids?: string[]): Promise<Facts[]> {
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
  const byAuthor = new Map<string, Map<string, Listing>>();
  for (const l of [...pro, ...theirs]) {
    if (typeof l.authorId !== 'string') continue;
    const mine = byAuthor.get(l.authorId) ?? new Map<string, Listing>();
    mine.set(l._id, l);
    byAuthor.set(l.authorId, mine);
  }
  const userIds = [...new Set([...byAuthor.keys(), ...registeredIds, ...(ids ?? [])])];
  const users = await store
    .collection('users')
    .find(
      { _id: { $in: userIds } },
      { projection: { name: 1, companyName: 1, reraId: 1, mobile: 1, deletion: 1 } },
    );
  const since = new Date(now.getTime() - LOOKBACK_DAYS * 86_400_000);
  const leads = await store
    .collection('leads')
    .find(
      { recipientId: { $in: userIds }, createdAt: { $gte: since } },
      { projection: { recipientId: 1, createdAt: 1, handledAt: 1 } },
    );
  const usersById = new Map(users.map((u) => [u._id, u]));
  const profileOf = new Map(profiles.map((p) => [p.userId, p]));
  return userIds.map((userId) => ({
    userId,
    listings: [...(byAuthor.get(userId)?.values() ?? [])],
    user: usersById.get(userId) ?? null,
    profile: profileOf.get(userId) ?? null,
    leads: leads
      .filter((l) => l.recipientId === userId && l.createdAt instanceof Date)
      .map((l) => ({
        createdAt: l.createdAt as Date,
        ...(l.handledAt instanceof Date ? { handledAt: l.handledAt } : {}),
      })),
  }));
}

/**
 * Is an account in the directory at all: an approved registration, or a live professional listing
 * (a registered-and-then-rejected account with owner listings only is not).
 */
const belongs = (f: Facts) =>
  f.profile?.status === 'approved' ||
  f.listings.some((l) => l.userType === 'agent' || l.userType === 'builder');

/** Rebuilds the whole directory; returns how many entries it holds and how long it took. */
export async function rebuildDirectory(
  store: Store,
  now = new Date(),
): Promise<{ agents: number; tookMs: number }> {
  const started = Date.now();
  const col = store.collection<DirectoryEntry>(AGENT_DIRECTORY);
  const entries = (await gather(store, now))
    .filter(belongs)
    .map((f) => entryOf(f, now))
    .filter((e): e is DirectoryEntry => e !== null);
  for (const { _id, ...rest } of entries) await col.updateOne({ _id }, { $set: rest }, { upsert: true });
  await col.deleteMany({ builtAt: { $lt: now } });
  const tookMs = Date.now() - started;
  await store
    .collection('meta')
    .updateOne(
      { _id: DIRECTORY_META },
      { $set: { builtAt: now, tookMs, agents: entries.length } },
      { upsert: true },
    );
  return { agents: entries.length, tookMs };
}

/** Rebuilds one account's entry now (an approval, a rejection); removes it when it no longer belongs. */
export async function refreshAgent(
  store: Store,
  userId: string,
  now = new Date(),
): Promise<DirectoryEntry | null> {
  const col = store.collection<DirectoryEntry>(AGENT_DIRECTORY);
  const [facts] = await gather(store, now, [userId]);
  const entry = facts && belongs(facts) ? entryOf(facts, now) : null;
  if (!entry) {
    await col.deleteOne({ _id: userId });
    return null;
  }
  const { _id, ...rest } = entry;
  await col.updateOne({ _id }, { $set: rest }, { upsert: true });
  return entry;
}

const running = new WeakMap<Store, Promise<unknown>>();

/** When the directory was built: missing → built now (waited for); stale → rebuilt in the background. */
export async function ensureDirectory(store: Store, now = new Date()): Promise<Date> {
  const meta = await store.collection('meta').findOne({ _id: DIRECTORY_META });
  const builtAt = meta?.builtAt instanceof Date ? meta.builtAt : null;
  if (builtAt && now.getTime() - builtAt.getTime() < MAX_AGE_MS) return builtAt;
  let job = running.get(store);
  if (!job) {
    job = rebuildDirectory(store, now).finally(() => running.delete(store));
    running.set(store, job);
  }
  if (builtAt) {
    job.catch(() => undefined);
    return builtAt;
  }
  await job;
  return now;
}
