#!/usr/bin/env node
// Compiles the API for `npm start`: one ES module bundle of api/src/server.ts at api/dist/server.mjs,
// run by plain `node` instead of `tsx` (measured in README "Start-up": faster to start and smaller
// in memory, since nothing is transpiled at start). Packages stay external (node_modules is there
// at run time, and sharp is native). The bundle sits at the same depth as api/src, so the two
// `new URL('../../…', import.meta.url)` look-ups (env.ts, startup.ts) find the repository root.
//
// `buildApiIfStale()` rebuilds only when a source under api/src is newer than the bundle; the build
// takes about a second.
import { build } from 'esbuild';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const apiBundle = join(root, 'api', 'dist', 'server.mjs');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

export function apiBuildIsStale() {
  if (!existsSync(apiBundle)) return true;
  const builtAt = statSync(apiBundle).mtimeMs;
  return (
    newestMtime(join(root, 'api', 'src')) > builtAt ||
    statSync(join(root, 'package-lock.json')).mtimeMs > builtAt
  );
}

export async function buildApi() {
  await build({
    entryPoints: [join(root, 'api', 'src', 'server.ts')],
    outfile: apiBundle,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    // ESM output has no require(); a bundled CommonJS helper may still ask for one.
    banner: {
      js: "import { createRequire as __propaiRequire } from 'node:module'; const require = __propaiRequire(import.meta.url);",
    },
  });
}

export async function buildApiIfStale() {
  if (!apiBuildIsStale()) return false;
  await buildApi();
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildApi();
  console.log(`[build-api] wrote ${apiBundle}`);
}
