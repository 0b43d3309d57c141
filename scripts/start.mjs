#!/usr/bin/env node
// `npm start`: build the PWA (and its service worker) when the build is missing or older than its
// sources, compile the API when its bundle is (scripts/build-api.mjs, about a second), then run the
// API with plain `node`: it serves the app and the API together on one port. The compiled bundle
// starts faster and holds less memory than the same sources under tsx (`npm run bench:start`).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiBundle, buildApiIfStale } from './build-api.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = join(root, 'pwa', 'dist', 'index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'dev-dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function buildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return newestMtime(join(root, 'pwa')) > builtAt || newestMtime(join(root, 'service-worker')) > builtAt;
}

if (process.env.SKIP_BUILD !== '1' && buildIsStale()) {
  console.log('[start] building the PWA and service worker…');
  const result = spawnSync('npm', ['run', 'build', '-w', 'pwa'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// SKIP_BUILD=1 skips the PWA's build only: the API bundle must match the sources it is started for.
if (await buildApiIfStale()) console.log('[start] compiled the API (api/dist/server.mjs)');

const server = spawn(process.execPath, ['--enable-source-maps', apiBundle], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
