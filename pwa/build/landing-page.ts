/**
 * Writes `home.html`, the server's answer for `/` (api/src/http/static.ts): index.html with the
 * landing frame (src/app/landing) rendered to HTML inside #root and the stylesheets that frame needs
 * inlined. The first paint of the start URL is then the real page — header, hero, search box (a
 * plain GET form to /explore that works before any script), localities, bottom bar — and main.tsx
 * hydrates that markup instead of replacing a skeleton. Every other route, and the service worker's
 * offline fallback, keep index.html's generic skeleton.
 *
 * The render runs the app's own components in Node through a short-lived Vite server in SSR mode
 * (src/app/landing/prerender.tsx), so the HTML cannot drift from what React renders in the browser.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { type Plugin, createServer } from 'vite';

const ROOT_BLOCK = /<!-- root:start[^>]*-->[\s\S]*?<!-- root:end -->/;

interface Chunkish {
  type: string;
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
  moduleIds?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/** The CSS files of the chunks whose module id ends with one of `modules`, and of what they import. */
function cssOf(bundle: Record<string, Chunkish>, modules: readonly string[]): string[] {
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return;
    seen.add(fileName);
    chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  for (const module of modules) {
    // A module may be the facade of its chunk, or grouped into a larger one (vite.config's groups).
    const chunk =
      Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith(module)) ??
      Object.values(bundle).find((c) => c.type === 'chunk' && c.moduleIds?.some((id) => id.endsWith(module)));
    if (!chunk) throw new Error(`landingPage: no chunk for ${module}`);
    visit(chunk.fileName);
  }
  return [...css];
}

/**
 * vite-plugin-pwa's `virtual:pwa-register` exists only in the app build; some module the frame
 * imports (sign-out → register-sw) reaches it, but nothing calls it while rendering.
 */
const pwaRegisterStub: Plugin = {
  name: 'propai:pwa-register-stub',
  resolveId: (id) => (id === 'virtual:pwa-register' ? '\0pwa-register-stub' : undefined),
  load: (id) =>
    id === '\0pwa-register-stub' ? 'export const registerSW = () => async () => {};' : undefined,
};

export function landingPage(options: {
  outDir: string;
  pwaRoot: string;
  cssFrom: readonly string[];
}): Plugin {
  let stylesheets: string[] = [];
  return {
    name: 'propai:landing-page',
    apply: 'build',
    writeBundle(_, bundle) {
      stylesheets = cssOf(bundle, options.cssFrom);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const server = await createServer({
          configFile: false,
          root: options.pwaRoot,
          logLevel: 'error',
          appType: 'custom',
          plugins: [react(), pwaRegisterStub],
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        let body: string;
        try {
          const mod = (await server.ssrLoadModule('/src/app/landing/prerender.tsx')) as {
            renderLandingHtml: () => Promise<string>;
          };
          body = await mod.renderLandingHtml();
        } finally {
          await server.close();
        }
        const index = await readFile(join(options.outDir, 'index.html'), 'utf8');
        if (!ROOT_BLOCK.test(index)) throw new Error('landingPage: index.html lost its root markers');
        // Inline, so the first paint waits for no request; the disabled <link>s tell Vite's loader
        // these files are in the page already (it skips any stylesheet link it finds), so main.tsx
        // does not fetch and apply them a second time. A disabled stylesheet link is not fetched.
        const styles = await Promise.all(
          stylesheets.map(async (file) => {
            const css = await readFile(join(options.outDir, file), 'utf8');
            if (css.includes('</style')) throw new Error(`landingPage: ${file} cannot be inlined`);
            return `<style data-inlined="/${file}">${css}</style>\n<link rel="stylesheet" href="/${file}" crossorigin disabled>`;
          }),
        );
        const html = index
          .replace(ROOT_BLOCK, `<div id="root">${body}</div>`)
          .replace('</head>', `${styles.join('\n')}\n</head>`)
          // The page's own title too (usePageTitle('Home') sets the same once React runs).
          .replace('<title>PropAI</title>', '<title>Home | PropAI</title>');
        await writeFile(join(options.outDir, 'home.html'), html);
      },
    },
  };
}
