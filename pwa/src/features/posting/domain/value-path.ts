/** Reads and writes nested form values by a dotted path ('pgMeta.amenities.wifi'), immutably. */

export function getPath(values: Record<string, unknown>, path: string): unknown {
  let node: unknown = values;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** A copy of `values` with `path` set; objects on the way are copied, never mutated. */
export function setPath<T extends Record<string, unknown>>(values: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  if (!head) return values;
  if (rest.length === 0) return { ...values, [head]: value };
  const child = values[head];
  const base = typeof child === 'object' && child !== null ? (child as Record<string, unknown>) : {};
  return { ...values, [head]: setPath(base, rest.join('.'), value) };
}

/** Drops blank strings, undefined and empty objects, so the payload carries only what was filled. */
export function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(compact);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const c = compact(v);
    if (c === undefined || (typeof c === 'string' && c.trim() === '')) continue;
    if (typeof c === 'object' && c !== null && !Array.isArray(c) && Object.keys(c).length === 0) continue;
    out[key] = typeof c === 'string' ? c.trim() : c;
  }
  return out;
}
