/**
 * How the change history shows a value and a time: short readable text instead of raw JSON, so
 * an admin can tell at a glance what a change did before reverting it.
 */
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

const when = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** '25 Nov 2026, 9:24 am' (India time, as the admins work). */
export const changeTime = (iso: string) => when.format(new Date(iso));
