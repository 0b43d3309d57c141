/**
 * Build of the installable PWA: React, the web manifest, the service worker (injectManifest from
 * ../service-worker/sw.ts → dist/sw.js) and precompressed .br/.gz siblings that the API server
 * sends as they are. Every choice here serves phones on weak signal: as little JS as possible
 * before the first paint, everything the shell needs precached after the first visit.
 */
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { promisify } from 'node:util';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { landingPage } from './build/landing-page';
import { routePatterns } from './build/route-patterns';
import {
  closureChunk,
  ENTRY_IMPORTS,
  localDatabaseChunk,
  pageOwnedChunk,
  sharedSmallChunk,
} from './build/start-chunk';

const brand = { primary: '#0b5cff', background: '#ffffff' };

/**
 * `@ionic/react`'s entry imports all ~90 `@ionic/core/components/*` modules and neither package
 * declares `sideEffects`, so by default every component lands in the entry chunk (~340 kB gzip
 * measured in STACK.md). They are in fact side-effect free (a component registers itself only when
 * its React wrapper is rendered), so we say so and let the bundler drop what the app never uses.
 * CSS files stay side-effectful, or `@ionic/react/css/*.css` imports would vanish. Vite 8 bundles
 * with rolldown: the option is `build.rolldownOptions.treeshake.moduleSideEffects` (rules run in
 * Rust, faster than a callback).
 */
const ionicSideEffectFree = [
  { test: /[\\/]node_modules[\\/]@ionic[\\/]core[\\/]components[\\/].*\.js$/, sideEffects: false },
  { test: /[\\/]node_modules[\\/]@ionic[\\/]react[\\/]dist[\\/].*\.js$/, sideEffects: false },
];

const compressible = /\.(?:js|mjs|css|html|svg|webmanifest|json|txt|xml)$/;

/**
 * Writes `<file>.br` (brotli, max quality) and `<file>.gz` (gzip -9) beside every text asset once
 * the bundle and the service worker are written (order 'post' runs after vite-plugin-pwa's own
 * closeBundle, so sw.js is included). Compressing once at build time lets the server use the best
 * levels at no request-time cost. Files under 512 B or that would not shrink are left alone.
 */
function precompress(outDir: string): Plugin {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  async function walk(dir: string): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true });
    const nested = await Promise.all(
      entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))),
    );
    return nested.flat();
  }
  return {
    name: 'propai:precompress',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = (await walk(outDir)).filter((f) => compressible.test(f));
        await Promise.all(
          files.map(async (file) => {
            if ((await stat(file)).size < 512) return;
            const source = await readFile(file);
            const [brotli, gzipped] = await Promise.all([
              br(source, {
                params: {
                  [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                  [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gz(source, { level: 9 }),
            ]);
            if (brotli.length < source.length) await writeFile(`${file}.br`, brotli);
            if (gzipped.length < source.length) await writeFile(`${file}.gz`, gzipped);
          }),
        );
      },
    },
  };
}

// PWA_OUT_DIR builds a private copy elsewhere (parallel test runs): `vite build --outDir` alone would
// not move the service worker and the precompressed files, which vite-plugin-pwa writes to its own outDir.
const outDir = process.env.PWA_OUT_DIR ?? 'dist';

/** The page modules app/landing/light-pages.ts loads (read from its text: one list, not two). */
function lightPageModules(): string[] {
  const table = readFileSync(join(import.meta.dirname, 'src', 'app', 'landing', 'light-pages.ts'), 'utf8');
  const files = [...table.matchAll(/import\('\.\.\/\.\.\/features\/([^']+)'\)/g)].map((m) => `${m[1]}.tsx`);
  if (files.length === 0) throw new Error('light-pages.ts lists no page modules');
  return files;
}

const REACT_VENDOR =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|react-router-dom|@remix-run)[\\/]/;
const PRELOAD_HELPER = /vite[\\/]preload-helper/;
const isIonicScript = (id: string) =>
  /[\\/]node_modules[\\/](?:@ionic|@stencil)[\\/]/.test(id) && !id.endsWith('.css');
const startGroup = closureChunk('start', join(import.meta.dirname, 'src', 'main.tsx'));
const sharedGroup = sharedSmallChunk('shared');
const localDatabaseGroup = localDatabaseChunk('local-db');
/** Modules the groups above the light pages' own take (so a page's group never pulls them in). */
const takenByOtherGroups = (id: string, ctx: Parameters<typeof startGroup>[1]) =>
  REACT_VENDOR.test(id) ||
  PRELOAD_HELPER.test(id) ||
  isIonicScript(id) ||
  ENTRY_IMPORTS.test(id) ||
  startGroup(id, ctx) !== null ||
  sharedGroup(id, ctx) !== null ||
  localDatabaseGroup(id, ctx) !== null;

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '../service-worker',
      filename: 'sw.ts', // built to dist/sw.js
      outDir,
      // 'prompt', not 'autoUpdate': drafts, photo uploads and OTP forms are long-lived screens on
      // this app, and autoUpdate reloads every open tab the moment a new version activates. With
      // 'prompt' the new worker waits; register-sw.ts tells the app an update is ready and the app
      // applies it when the user agrees (or it activates on its own once every tab is closed).
      registerType: 'prompt',
      injectRegister: false, // registered from pwa/src/app/register-sw.ts after first paint
      injectManifest: {
        // png and webmanifest stay out: the plugin adds the manifest and its icons itself, and
        // listing them here too would precache them twice (STACK.md).
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        // sw.js itself and the precompressed siblings never belong in the precache.
        // home.html is the server's answer for `/` only; offline, the SW falls back to index.html.
        globIgnores: ['**/*.br', '**/*.gz', 'home.html'],
      },
      includeAssets: ['apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'PropAI — Delhi NCR homes',
        short_name: 'PropAI',
        description:
          'Find, compare and post homes and new projects across Delhi NCR, with RERA and builder track record. Works offline.',
        lang: 'en-IN',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: brand.primary,
        background_color: brand.background,
        categories: ['lifestyle', 'business'],
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    // No modulepreload links in the HTML: boot.ts starts the app's downloads once the static shell
    // has painted. Preloaded scripts that finish before the first paint delay it on a slow phone
    // network (Lighthouse counted ~200 kB of them into the first paint of `/`: 2.6 s).
    // home.html: `/` pre-rendered (before precompress: both run after the bundle, in this order).
    landingPage({
      outDir,
      pwaRoot: import.meta.dirname,
      cssFrom: ['src/main.tsx', 'src/features/home/components/home-below-fold.tsx'],
    }),
    // route-patterns.json: the route table, for the server's honest 404s (api/src/http/route-patterns.ts).
    routePatterns({ outDir, pwaRoot: import.meta.dirname }),
    precompress(outDir),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    modulePreload: { resolveDependencies: () => [] },
    // Inline tiny assets only; bigger ones stay separate, immutable, cacheable files.
    assetsInlineLimit: 2048,
    rolldownOptions: {
      treeshake: { moduleSideEffects: ionicSideEffectFree },
      output: {
        // React + Ionic's runtime change far less often than app code: a separate vendor chunk
        // stays in the browser's (and the precache's) hands across app releases. Route chunks
        // come from the app's React.lazy imports.
        codeSplitting: {
          groups: [
            {
              name: 'react-vendor',
              test: REACT_VENDOR,
              priority: 30,
            },
            {
              // Vite's preload helper: any chunk with a lazy import uses it, so it must not ride in
              // the Ionic group (Ionic's own lazy animations import it), or the Ionic-free home page
              // would download Ionic for a 1 kB helper.
              name: 'preload-helper',
              test: PRELOAD_HELPER,
              priority: 40,
            },
            {
              // Ionic's ~15 internal chunks as one request on the pages that use it. Its stylesheets
              // stay out: main.tsx imports them on every page, and a CSS module in this group would
              // make even the Ionic-free home page import the group for it.
              name: 'ionic',
              test: isIonicScript,
              priority: 25,
            },
            {
              // Dexie with db.ts and the repos: one request for the device database
              // (build/start-chunk.ts localDatabaseChunk). Below 'start', 'shared' and 'app': a
              // group takes its modules' imports with it, and db/'s pure modules that the first
              // paint imports (the storage-status store) must stay with those groups, or every
              // page would import this chunk; above the pages' own groups.
              name: localDatabaseGroup,
              priority: 13,
            },
            {
              // The two tiny files the entry (boot.ts) imports: a group of their own (priority over
              // 'start', which would otherwise take them as main.tsx's dependencies), so the entry
              // never waits for the app's first chunk before the first paint.
              name: 'entry-paths',
              test: ENTRY_IMPORTS,
              priority: 50,
            },
            {
              // What main.tsx reaches statically (the root, the home page's frame, shared small
              // modules): one chunk instead of ~35 tiny ones (build/start-chunk.ts).
              name: startGroup,
              priority: 20,
            },
            {
              // The full app's shell (Ionic tabs, drawer, modals' hosts), for every page but the
              // two light frames.
              name: closureChunk('app', join(import.meta.dirname, 'src', 'app', 'app.tsx')),
              priority: 15,
            },
            {
              // A page that opens in a light frame (app/landing/light-pages.ts): its module and the
              // modules only it uses, one request.
              name: pageOwnedChunk(
                lightPageModules().map((file) => ({
                  name: basename(file, '.tsx'),
                  moduleId: join(import.meta.dirname, 'src', 'features', file),
                })),
                takenByOtherGroups,
                [join(import.meta.dirname, 'src', 'app', 'landing', 'listing-frame.tsx')],
              ),
              priority: 12,
            },
            {
              // Small modules that several pages share and that pull in no heavy library. Above
              // 'app': one the full app's shell also imports (page-parts.tsx) would otherwise go
              // to 'app', and every page importing it — the light frames' too — would load the
              // full app and Ionic with it.
              name: sharedGroup,
              minShareCount: 2,
              maxModuleSize: 4000,
              priority: 16,
            },
          ],
        },
      },
    },
  },
});
