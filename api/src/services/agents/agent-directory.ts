/**
 * `agent_directory`: the stored agent directory (entries: directory-entry.ts) and its filter chips
 * (a `meta` document, domain/agents/directory-facets.ts). Who is in it: every account with an
 * approved listing on the market posted as an agent or builder, and every approved registration.
 *
 * Not computed per request (issue 20, Performance): `ensureDirectory` rebuilds it when it is missing
 * (the first ask waits) or older than MAX_AGE_MS (the ask is answered from the current copy while
 * one rebuild per process runs); an approval rewrites its one entry at once (`refreshAgent`).
 * A rebuild reads the live professional listings, their posters, the approved registrations and 90
 * days of leads once, then writes only what changed: new entries in one batch, changed ones one by
 * one, and removes the entries no longer in it — never an entry an approval rewrote after the
 * rebuild began (`refreshedAt`). Readers never see an empty directory. Several processes
 * rebuilding together write the same entries.
 */
import { facetsOf, type DirectoryFacets } from '../../domain/agents/directory-facets';
import { normalizeCity } from '../../domain/search/city-aliases';
import type { Filter, Store } from '../../store/types';
import { DuplicateKeyError } from '../../store/types';
import { belongs, entryOf, gather, type DirectoryEntry } from './directory-entry';

export type { DirectoryEntry } from './directory-entry';
export { placeKey } from './directory-entry';

export const AGENT_DIRECTORY = 'agent_directory';
export const DIRECTORY_META = 'agent-directory';
export const MAX_AGE_MS = 10 * 60_000;

const entries = (store: Store) => store.collection<DirectoryEntry>(AGENT_DIRECTORY);
/** Entries a rebuild that began at `started` may write or remove. */
const notRefreshedSince = (started: Date): Filter => ({
  $or: [{ refreshedAt: { $exists: false } }, { refreshedAt: { $lt: started } }],
});
/** JSON with keys sorted at every level: a stored copy may keep its keys in another order. */
const canonical = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(canonical).join(',')}]`
    : v && typeof v === 'object'
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : JSON.stringify(v);
/** The stored entry reads as `fresh` (fields of earlier versions, and `refreshedAt`, aside). */
const same = (fresh: DirectoryEntry, stored: DirectoryEntry) =>
  canonical(fresh) ===
  canonical(Object.fromEntries(Object.keys(fresh).map((k) => [k, stored[k as keyof DirectoryEntry]])));

async function saveFacets(store: Store, all: DirectoryEntry[], set: Record<string, unknown> = {}) {
  const facets = facetsOf(
    all.map((e) => ({ type: e.type, cities: e.cities, cityKeys: e.cityKeys, localities: e.places })),
    normalizeCity,
  );
  await store
    .collection('meta')
    .updateOne({ _id: DIRECTORY_META }, { $set: { facets, ...set } }, { upsert: true });
}

/** Rebuilds the whole directory; returns how many entries it holds and how long it took. */
export async function rebuildDirectory(
  store: Store,
  now = new Date(),
): Promise<{ agents: number; tookMs: number }> {
  const started = new Date();
  const col = entries(store);
  const fresh = (await gather(store, now))
    .filter(belongs)
    .map((f) => entryOf(f, now))
    .filter((e): e is DirectoryEntry => e !== null);
  const stored = new Map((await col.find({})).map((e) => [e._id, e]));
  const added = fresh.filter((e) => !stored.has(e._id));
  const changed = fresh.filter((e) => {
    const old = stored.get(e._id);
    return old !== undefined && !same(e, old);
  });
  try {
    if (added.length) await col.insertMany(added);
  } catch (err) {
    if (!(err instanceof DuplicateKeyError)) throw err;
    // Another writer (an approval, another process) got there first: add the rest one by one.
    for (const e of added)
      await col.insertOne(e).catch((e2: unknown) => {
        if (!(e2 instanceof DuplicateKeyError)) throw e2;
      });
  }
  for (const { _id, ...rest } of changed) {
    await col.updateOne({ _id, ...notRefreshedSince(started) }, { $set: rest, $unset: { refreshedAt: '' } });
  }
  const ids = fresh.map((e) => e._id);
  await col.deleteMany({ _id: { $nin: ids }, ...notRefreshedSince(started) });
  const tookMs = Date.now() - started.getTime();
  await saveFacets(store, fresh, { builtAt: now, tookMs, agents: fresh.length });
  return { agents: fresh.length, tookMs };
}

/** Rebuilds one account's entry now (an approval); removes it when it no longer belongs. */
export async function refreshAgent(
  store: Store,
  userId: string,
  now = new Date(),
): Promise<DirectoryEntry | null> {
  const col = entries(store);
  const [facts] = await gather(store, now, [userId]);
  const entry = facts && belongs(facts) ? entryOf(facts, now) : null;
  if (!entry) await col.deleteOne({ _id: userId });
  else {
    const { _id, ...rest } = entry;
    await col.updateOne({ _id }, { $set: { ...rest, refreshedAt: new Date() } }, { upsert: true });
  }
  // The chips again, from every entry (an approval is rare; a page read stays one document).
  const all = await col.find({}, { projection: { type: 1, cities: 1, cityKeys: 1, places: 1 } });
  await saveFacets(store, all);
  return entry;
}

const running = new WeakMap<Store, Promise<unknown>>();

export interface DirectoryState {
  builtAt: Date;
  facets: DirectoryFacets;
}

/** When the directory was built and its chips: missing → built now (waited for); stale → rebuilt in the background. */
export async function ensureDirectory(store: Store, now = new Date()): Promise<DirectoryState> {
  const read = async () => {
    const meta = await store.collection('meta').findOne({ _id: DIRECTORY_META });
    const builtAt = meta?.builtAt instanceof Date ? meta.builtAt : null;
    return { builtAt, facets: (meta?.facets ?? {}) as DirectoryFacets };
  };
  const state = await read();
  if (state.builtAt && now.getTime() - state.builtAt.getTime() < MAX_AGE_MS) return state as DirectoryState;
  let job = running.get(store);
  if (!job) {
    job = rebuildDirectory(store, now).finally(() => running.delete(store));
    running.set(store, job);
  }
  if (state.builtAt) {
    job.catch(() => undefined);
    return state as DirectoryState;
  }
  await job;
  const built = await read();
  return { builtAt: built.builtAt ?? now, facets: built.facets };
}
