/**
 * Chunk groups by what the code does at start, not by how the bundler happened to split it. Left
 * to the bundler, the app's small modules became chunks of 0.1–2 kB each, one request apiece on a
 * phone (issue 21 counted 38 requests for `/` and 49 for `/explore`). Two `codeSplitting.groups`
 * name functions (they return the group's name for a module they capture, null otherwise):
 *
 * - `closureChunk`: every app module a root reaches by static imports (main.tsx: the app's root,
 *   the home page's light frame; app.tsx: the full app's shell) in one chunk.
 * - `sharedSmallChunk`: small modules of lib/, components/ and db/ that more than one chunk imports and that reach no library but
 *   React and zustand (so grouping them never drags Ionic, Leaflet or Dexie into a page that does
 *   not use them): the cards, buttons, hooks and formats that most pages share.
 *
 * - `pageOwnedChunk`: a page's module and the app modules only it reaches (every importer is the
 *   page or one of those), in one chunk per page: a page that opens in a light frame costs one
 *   request for its own code instead of one per small module.
 *
 * Node modules stop every walk: React and Ionic have groups of their own.
 */
interface ChunkingContextLike {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    importers?: readonly string[];
    dynamicImporters?: readonly string[];
  } | null;
}

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const SHARED_SOURCE = /[\\/](?:pwa[\\/]src[\\/](?:lib|components|db)|api[\\/]src[\\/]domain)[\\/]/;
/** Libraries a shared module may reach: React's group (already on every page) and zustand (1 kB). */
const LIGHT_LIBRARIES =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|react-router-dom|@remix-run|zustand|use-sync-external-store)[\\/]/;

function staticClosure(ctx: ChunkingContextLike, root: string): Set<string> {
  const seen = new Set<string>();
  const queue = [root];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id) || NODE_MODULES.test(id) || id.startsWith('\0')) continue;
    seen.add(id);
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) queue.push(next);
  }
  return seen;
}

/**
 * The modules the entry (boot.ts) imports statically: files of their own that import nothing, kept
 * out of 'start' (vite.config.ts gives them a group of their own) so the entry never waits for the
 * app's first chunk before the first paint.
 */
export const ENTRY_IMPORTS = /[\\/]app[\\/]landing[\\/](?:light-frame|light-pages|early-paths)\.ts$/;

export function closureChunk(name: string, rootModuleId: string) {
  let closure: Set<string> | null = null;
  return (id: string, ctx: ChunkingContextLike): string | null => {
    closure ??= staticClosure(ctx, rootModuleId);
    return closure.has(id) && !ENTRY_IMPORTS.test(id) ? name : null;
  };
}

export function sharedSmallChunk(name: string) {
  // Only app code, React and zustand: any other library is heavy here.
  const reachesHeavy = reachesLibrary((library) => !LIGHT_LIBRARIES.test(library));
  return (id: string, ctx: ChunkingContextLike): string | null =>
    SHARED_SOURCE.test(id) && !/\.css$/.test(id) && !reachesHeavy(ctx, id) ? name : null;
}

/** Whether another group takes the module (so a page group never pulls it in with it). */
export type TakenElsewhere = (id: string, ctx: ChunkingContextLike) => boolean;

/**
 * The modules a page owns: its root module, and every app module (not CSS) whose static importers
 * are all owned by it and that nothing imports lazily (a lazy import is a split someone chose) —
 * less any whose static imports reach a module the page must not drag along. The bundler puts a
 * group's dependencies in the group, so a dependency no other group takes lands in this page's
 * chunk; that is fine for app code only pages outside the light frames share (they then load this
 * chunk), not for a library (Dexie) or code another light-frame page needs (`sharedWithOthers`).
 */
function ownedBy(
  ctx: ChunkingContextLike,
  root: string,
  takenElsewhere: TakenElsewhere,
  sharedWithOthers: Set<string>,
): Set<string> {
  const closure = staticClosure(ctx, root);
  const owned = new Set([root]);
  for (let changed = true; changed;) {
    changed = false;
    for (const id of closure) {
      if (owned.has(id) || id.endsWith('.css')) continue;
      const info = ctx.getModuleInfo(id);
      if (!info || (info.dynamicImporters?.length ?? 0) > 0) continue;
      const importers = info.importers ?? [];
      if (importers.length > 0 && importers.every((importer) => owned.has(importer))) {
        owned.add(id);
        changed = true;
      }
    }
  }
  const mayDrag = (id: string): boolean =>
    owned.has(id) ||
    id.endsWith('.css') ||
    id.startsWith('\0') ||
    takenElsewhere(id, ctx) ||
    (!NODE_MODULES.test(id) && !sharedWithOthers.has(id));
  for (let changed = true; changed;) {
    changed = false;
    for (const id of owned) {
      if (!reachedFrom(ctx, id).every(mayDrag)) {
        owned.delete(id);
        changed = true;
      }
    }
  }
  return owned;
}

/** What a module's static imports reach: app modules, and the libraries they import (not walked). */
function reachedFrom(ctx: ChunkingContextLike, root: string): string[] {
  const seen = new Set<string>();
  const queue = [root];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    if (NODE_MODULES.test(id) || id.startsWith('\0')) continue;
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) queue.push(next);
  }
  return [...seen];
}

/**
 * Whether a module's static imports reach a library that `matches` accepts (libraries end every
 * walk). One full walk per module asked about, remembered per module: an answer is never taken
 * from a walk that stopped halfway round an import cycle.
 */
function reachesLibrary(matches: (library: string) => boolean) {
  const known = new Map<string, boolean>();
  return (ctx: ChunkingContextLike, id: string): boolean => {
    let yes = known.get(id);
    if (yes === undefined) {
      yes = reachedFrom(ctx, id).some((reached) => NODE_MODULES.test(reached) && matches(reached));
      known.set(id, yes);
    }
    return yes;
  };
}

/**
 * One group per page (`page-{name}`) holding the modules that page owns (ownedBy). `otherRoots`:
 * the other light frames' roots (a listing's page), whose code no page group may take.
 */
export function pageOwnedChunk(
  pages: readonly { name: string; moduleId: string }[],
  takenElsewhere: TakenElsewhere,
  otherRoots: readonly string[],
) {
  let owner: Map<string, string> | null = null;
  return (id: string, ctx: ChunkingContextLike): string | null => {
    if (!owner) {
      owner = new Map();
      const roots = [...pages.map((p) => p.moduleId), ...otherRoots];
      for (const page of pages) {
        const sharedWithOthers = new Set(
          roots.filter((r) => r !== page.moduleId).flatMap((r) => [...staticClosure(ctx, r)]),
        );
        for (const owned of ownedBy(ctx, page.moduleId, takenElsewhere, sharedWithOthers))
          if (!owner.has(owned)) owner.set(owned, `page-${page.name}`);
      }
    }
    return owner.get(id) ?? null;
  };
}

const DEXIE_LIBRARY = /[\\/]node_modules[\\/](?:dexie|dexie-react-hooks)[\\/]/;
const DB_SOURCE = /[\\/]pwa[\\/]src[\\/]db[\\/]/;

/**
 * The device database in one chunk: Dexie, its React hook, and every module of db/ whose static
 * imports reach Dexie (db.ts and the repos). A page that opens the database needs Dexie anyway;
 * left to the bundler each repo was a 0.4–0.8 kB chunk of its own, fetched in turn once the
 * database opened (/post-pg: db, dexie-react-hooks, session, compare and surveys repos = 5 requests).
 * db/'s pure modules (schema, the storage-status store) stay out: the first paint imports them.
 */
export function localDatabaseChunk(name: string) {
  const reachesDexie = reachesLibrary((library) => DEXIE_LIBRARY.test(library));
  return (id: string, ctx: ChunkingContextLike): string | null =>
    DEXIE_LIBRARY.test(id) || (DB_SOURCE.test(id) && !id.endsWith('.css') && reachesDexie(ctx, id))
      ? name
      : null;
}
