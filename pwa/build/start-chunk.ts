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
 * Node modules stop every walk: React and Ionic have groups of their own.
 */
interface ChunkingContextLike {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const SHARED_SOURCE = /[\\/]pwa[\\/]src[\\/](?:lib|components|db)[\\/]/;
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
export const ENTRY_IMPORTS = /[\\/]app[\\/]landing[\\/](?:light-frame|early-paths)\.ts$/;

export function closureChunk(name: string, rootModuleId: string) {
  let closure: Set<string> | null = null;
  return (id: string, ctx: ChunkingContextLike): string | null => {
    closure ??= staticClosure(ctx, rootModuleId);
    return closure.has(id) && !ENTRY_IMPORTS.test(id) ? name : null;
  };
}

export function sharedSmallChunk(name: string) {
  const light = new Map<string, boolean>();
  /** Whether the module reaches only app code, React and zustand by static imports. */
  function reachesOnlyLight(ctx: ChunkingContextLike, id: string, path: Set<string>): boolean {
    const known = light.get(id);
    if (known !== undefined) return known;
    if (NODE_MODULES.test(id)) return LIGHT_LIBRARIES.test(id);
    if (id.startsWith('\0') || path.has(id)) return true;
    path.add(id);
    const ok = (ctx.getModuleInfo(id)?.importedIds ?? []).every((next) => reachesOnlyLight(ctx, next, path));
    path.delete(id);
    light.set(id, ok);
    return ok;
  }
  return (id: string, ctx: ChunkingContextLike): string | null =>
    SHARED_SOURCE.test(id) && !/\.css$/.test(id) && reachesOnlyLight(ctx, id, new Set()) ? name : null;
}
