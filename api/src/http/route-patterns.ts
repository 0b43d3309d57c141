/**
 * The app's route table as the server sees it: `route-patterns.json`, written into the PWA build by
 * pwa/build/route-patterns.ts from the app's own route table. A path no pattern matches is a page
 * the app does not have, and the server answers it 404 (api/src/http/static.ts).
 *
 * Patterns are react-router's: `:name` is one path segment, a trailing `*` is the rest of the path
 * (none too), matching ignores case and a trailing slash, as the app's router does.
 */
import { readFile, stat } from 'node:fs/promises';

export const ROUTE_PATTERNS_FILE = 'route-patterns.json';

export interface RouteMatch {
  /** The pattern as the route table writes it, e.g. '/projects/:id'. */
  pattern: string;
  /** Its parameters, decoded, e.g. { id: 'aravali-heights' }. */
  params: Record<string, string>;
}

export type RouteMatcher = (path: string) => RouteMatch | null;

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * @example compileRoutePatterns(['/projects/:id'])('/projects/abc') → { pattern: '/projects/:id', params: { id: 'abc' } }
 */
export function compileRoutePatterns(patterns: readonly string[]): RouteMatcher {
  const compiled = patterns.map((pattern) => {
    const names: string[] = [];
    const segments = pattern.split('/').filter((s) => s !== '');
    let source = '';
    segments.forEach((segment, i) => {
      if (segment === '*' && i === segments.length - 1) source += '(?:/.*)?';
      else if (segment.startsWith(':')) {
        names.push(segment.slice(1));
        source += '/([^/]+)';
      } else source += `/${escape(segment)}`;
    });
    return { pattern, names, regex: new RegExp(`^${source || ''}/?$`, 'i') };
  });
  return (path) => {
    for (const { pattern, names, regex } of compiled) {
      const m = regex.exec(path);
      if (!m) continue;
      const params: Record<string, string> = {};
      names.forEach((name, i) => (params[name] = m[i + 1] ?? ''));
      return { pattern, params };
    }
    return null;
  };
}

/**
 * Reads `route-patterns.json` from the build folder, again whenever the file changes (a rebuild
 * under a running server). Null when the build has no such file (an older build): then every
 * path counts as a page, as before.
 */
export function routeTableOf(
  buildRoot: string,
  file = ROUTE_PATTERNS_FILE,
): () => Promise<RouteMatcher | null> {
  const path = `${buildRoot}/${file}`;
  let cached: { mtimeMs: number; matcher: RouteMatcher } | null = null;
  return async () => {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(path)).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.mtimeMs === mtimeMs) return cached.matcher;
    const parsed = JSON.parse(await readFile(path, 'utf8')) as { patterns?: unknown };
    const patterns = Array.isArray(parsed.patterns)
      ? parsed.patterns.filter((p): p is string => typeof p === 'string')
      : [];
    cached = { mtimeMs, matcher: compileRoutePatterns(patterns) };
    return cached.matcher;
  };
}
