/**
 * Allow-list copying of nested stored data. A shape names every field that may be copied, at every
 * depth, so an array of construction updates or quality audits cannot carry a field nobody listed
 * (an editor's user id, an internal note) into a public answer.
 *
 * - `true`     a scalar (string, number, boolean) or a list of scalars; an object here is dropped;
 * - `'map'`    an object of scalars under any keys (materials, score parts);
 * - `[shape]`  a list, each item copied by `shape` (items that copy to nothing are dropped);
 * - `{ … }`    an object, only the named keys, each by its own shape.
 */
export type Shape = true | 'map' | readonly [Shape] | { readonly [key: string]: Shape };

const isScalar = (v: unknown): v is string | number | boolean =>
  typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));
const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date);

/**
 * @example
 *   pickShape({ title: 'Slab', by: 'u1' }, { title: true }) // → { title: 'Slab' }
 *   pickShape([{ name: 'A', x: { y: 1 } }], [{ name: true, x: true }]) // → [{ name: 'A' }]
 */
export function pickShape(value: unknown, shape: Shape): unknown {
  if (value instanceof Date) return shape === true ? value.toISOString() : undefined;
  if (shape === true) {
    if (isScalar(value)) return value;
    if (Array.isArray(value)) return value.filter(isScalar);
    return undefined;
  }
  if (shape === 'map') {
    if (!isObject(value)) return undefined;
    return Object.fromEntries(Object.entries(value).filter(([, v]) => isScalar(v)));
  }
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return undefined;
    const [inner] = shape as readonly [Shape];
    return value.map((item) => pickShape(item, inner)).filter((item) => item !== undefined);
  }
  if (!isObject(value)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(shape as Record<string, Shape>)) {
    const copied = pickShape(value[key], inner);
    if (copied !== undefined) out[key] = copied;
  }
  return out;
}
