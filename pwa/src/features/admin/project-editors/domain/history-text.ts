/**
 * How the change history shows a value and a time: short readable text instead of raw JSON, so
 * an admin can tell at a glance what a change did before reverting it.
 */
import { indiaDateTime } from '@propai/api/domain/format/lazy-date-format';

const LIMIT = 160;

/**
 * @example valueText(undefined) // '(empty)'
 * @example valueText(['Pool', 'Gym']) // 'Pool, Gym'
 */
export function valueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (typeof value === 'string') return clip(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number'))
    return value.length === 0 ? '(empty)' : clip(value.join(', '));
  return clip(readable(value));
}

/** Objects as 'key: value' pairs and lists of them split by '; ', which read better than JSON. */
function readable(value: unknown): string {
  if (Array.isArray(value)) return value.map(readable).join('; ');
  if (typeof value === 'object' && value !== null)
    return Object.entries(value)
      .map(([k, v]) => `${k}: ${typeof v === 'object' && v !== null ? `(${readable(v)})` : String(v)}`)
      .join(', ');
  return String(value);
}

const clip = (text: string) => (text.length > LIMIT ? `${text.slice(0, LIMIT - 1)}…` : text);

/** '25 Nov 2026, 9:24 am' (India time, as the admins work). */
export const changeTime = (iso: string) => indiaDateTime().format(new Date(iso));

/** Why a part of a change can no longer be reverted (the history's `revert[].blocked`). */
export interface RevertBlocked {
  kind: 'superseded' | 'reverted' | 'outside';
  change: { at: string; by: { name: string | null } } | null;
}

/**
 * The note shown instead of a Revert button.
 * @example blockedText({ kind: 'superseded', change }) // 'Superseded by the change of 25 Nov 2026, 9:24 am by Asha: revert that one first.'
 */
export function blockedText(blocked: RevertBlocked): string {
  const later = blocked.change;
  if (blocked.kind === 'outside' || !later)
    return 'Changed since outside the editors: it cannot be reverted here.';
  const who = `${changeTime(later.at)} by ${later.by.name ?? 'an admin'}`;
  return blocked.kind === 'reverted'
    ? `Reverted on ${who}.`
    : `Superseded by the change of ${who}: revert that one first.`;
}
