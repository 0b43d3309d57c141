/**
 * The shareable comparison link: /compare?ids=project:<id>,listing:<id>. A bare id counts as a
 * project (the shorter form some links use). At most four, as the tray.
 */
import type { CompareKind } from '../../../lib/compare-item';

export interface CompareRef {
  kind: CompareKind;
  id: string;
}

export const SHARE_MAX = 4;

export function compareLink(keys: string[], origin = ''): string {
  return `${origin}/compare?ids=${keys.map(encodeURIComponent).join(',')}`;
}

export function parseCompareIds(search: string): CompareRef[] {
  const raw = new URLSearchParams(search).get('ids') ?? '';
  const seen = new Set<string>();
  const refs: CompareRef[] = [];
  for (const part of raw.split(',')) {
    const token = part.trim();
    if (!token) continue;
    const match = /^(project|listing):(.+)$/.exec(token);
    const ref: CompareRef = match
      ? { kind: match[1] as CompareKind, id: match[2]!.trim() }
      : { kind: 'project', id: token };
    const key = `${ref.kind}:${ref.id}`;
    if (!ref.id || seen.has(key) || ref.id.length > 200) continue;
    seen.add(key);
    refs.push(ref);
  }
  return refs.slice(0, SHARE_MAX);
}
