/**
 * Writes `route-patterns.json` into the build: the path patterns of the app's route table
 * (src/app/routes/route-table.ts, redirects included, the `*` catch-all left out). The server reads
 * it (api/src/http/route-patterns.ts) to answer a path the app has no page for with HTTP 404 and
 * the app's not-found page, instead of a 200 that tells crawlers and link checkers the page exists.
 *
 * The table is read by running the app's own module in Node through a short-lived Vite server in
 * SSR mode (its pages are lazy imports that never load here), so the list cannot drift from the
 * routes the browser matches.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Plugin, createServer } from 'vite';

export const ROUTE_PATTERNS_FILE = 'route-patterns.json';

interface RouteTableModule {
  pageRoutes: Array<{ path: string }>;
  redirectRoutes: Array<{ path: string }>;
}

export function routePatterns(options: { outDir: string; pwaRoot: string }): Plugin {
  return {
    name: 'propai:route-patterns',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const server = await createServer({
          configFile: false,
          root: options.pwaRoot,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
          // Only route-table.ts is loaded: no dependency scan (it would warn about virtual modules).
          optimizeDeps: { noDiscovery: true, include: [] },
        });
        let table: RouteTableModule;
        try {
          table = (await server.ssrLoadModule('/src/app/routes/route-table.ts')) as RouteTableModule;
        } finally {
          await server.close();
        }
        const patterns = [...table.redirectRoutes, ...table.pageRoutes]
          .map((r) => r.path)
          .filter((path) => path !== '*');
        if (patterns.length < 10) throw new Error('routePatterns: the route table looks empty');
        await writeFile(
          join(options.outDir, ROUTE_PATTERNS_FILE),
          `${JSON.stringify({ patterns: [...new Set(patterns)] }, null, 2)}\n`,
        );
      },
    },
  };
}
