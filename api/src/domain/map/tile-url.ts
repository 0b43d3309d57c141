/**
 * The tile server setting (MAP_TILE_URL, api/src/env.ts): a Leaflet-style URL template such as
 * `https://{s}.tile.example.org/{z}/{x}/{y}.png`. Tiles are images from another origin, so the
 * Content-Security-Policy's img-src must name that origin; `{s}` (subdomains a, b, c) becomes a
 * wildcard host.
 */

/** Whether `template` is an http(s) URL with {z}, {x} and {y}. */
export function isTileTemplate(template: string): boolean {
  if (!/^https?:\/\/[^/\s]+\/\S*$/.test(template)) return false;
  return ['{z}', '{x}', '{y}'].every((part) => template.includes(part));
}

/**
 * The CSP source that admits the template's tiles.
 * @example tileImageSource('https://{s}.tile.example.org/{z}/{x}/{y}.png') === 'https://*.tile.example.org'
 */
export function tileImageSource(template: string): string {
  const match = /^(https?:\/\/)([^/]+)/.exec(template);
  if (!match) return '';
  const host = match[2]!.replace(/\{s\}/g, '*');
  return `${match[1]}${host}`;
}
