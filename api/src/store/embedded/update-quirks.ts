/**
 * Where NeDB's update operators differ from MongoDB's, the difference is removed here.
 * MongoDB treats `$pull` on a missing field as a no-op; NeDB throws "Can't $pull an element from
 * non-array values". So `$pull` entries whose field is absent from the target document are dropped.
 */
import { isPlainObject } from '../shared/filters';
import type { UpdateSpec } from '../types';

function getPath(doc: unknown, path: string): unknown {
  let node = doc;
  for (const part of path.split('.')) {
    if (!isPlainObject(node)) return undefined;
    node = node[part];
  }
  return node;
}

/** The spec to apply to `doc`, or null when nothing is left to do. */
export function specFor(doc: Record<string, unknown>, spec: UpdateSpec): UpdateSpec | null {
  if (!spec.$pull) return spec;
  const pull = Object.fromEntries(
    Object.entries(spec.$pull).filter(([path]) => getPath(doc, path) !== undefined),
  );
  const { $pull: _dropped, ...rest } = spec;
  const out: UpdateSpec = Object.keys(pull).length > 0 ? { ...rest, $pull: pull } : rest;
  return Object.keys(out).length > 0 ? out : null;
}
