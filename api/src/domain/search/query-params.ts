/**
 * Zod pieces for search query strings. Query values arrive as strings; a blank value means "not
 * given" (spec part 2 §5: blank means no bound), and anything unparseable is a 400 that names the
 * parameter (the route's validation hook reports each issue under its key). Each piece is one
 * `string → value` transform, so the parsed type is exact (defaults applied, never undefined).
 */
import { z } from '@hono/zod-openapi';
import { parseAmenity, type FilterAmenity } from './amenity-filter';
import { parseBhk, type BhkRule } from './bhk';
import { parsePriceLabel } from './price-label';
import { parseStatusClass, type StatusClass } from './status-class';

type Parse<T> = (text: string) => { ok: true; value: T } | { ok: false; message: string };

function param<T>(parse: Parse<T>): z.ZodType<T | undefined, string | undefined>;
function param<T>(parse: Parse<T>, fallback: T): z.ZodType<T, string | undefined>;
function param<T>(parse: Parse<T>, fallback?: T) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const text = raw?.trim() ?? '';
      if (text === '') return fallback;
      const result = parse(text);
      if (result.ok) return result.value;
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    });
}

/** A whole number in [min, max]; `fallback` when absent or blank. */
export function intParam(min: number, max: number): z.ZodType<number | undefined, string | undefined>;
export function intParam(min: number, max: number, fallback: number): z.ZodType<number, string | undefined>;
export function intParam(min: number, max: number, fallback?: number) {
  const parse: Parse<number> = (t) => {
    const n = Number(t);
    return /^\d+$/.test(t) && n >= min && n <= max
      ? { ok: true, value: n }
      : { ok: false, message: `Enter a whole number from ${min} to ${max}.` };
  };
  return fallback === undefined ? param(parse) : param(parse, fallback);
}

/** A non-negative number (areas, seat counts). */
export const numberParam = param<number>((t) =>
  /^\d+(\.\d+)?$/.test(t)
    ? { ok: true, value: Number(t) }
    : { ok: false, message: 'Enter a number of 0 or more.' },
);

/** A price as a number or a label ('50L', '1.5Cr', '10Cr+'); `asMax` turns 'x+' into no bound. */
export function priceParam(asMax: boolean) {
  return param<number | undefined>((t) => {
    const parsed = parsePriceLabel(t);
    if (!parsed.ok) return { ok: false, message: parsed.reason };
    return { ok: true, value: asMax && parsed.openEnded ? undefined : (parsed.value ?? undefined) };
  });
}

/** One of `values`, case-insensitive; `fallback` when absent or blank. */
export function enumParam<const T extends readonly string[]>(
  values: T,
): z.ZodType<T[number] | undefined, string | undefined>;
export function enumParam<const T extends readonly string[]>(
  values: T,
  fallback: T[number],
): z.ZodType<T[number], string | undefined>;
export function enumParam<const T extends readonly string[]>(values: T, fallback?: T[number]) {
  const parse: Parse<T[number]> = (t) => {
    const hit = values.find((x) => x.toLowerCase() === t.toLowerCase());
    return hit !== undefined
      ? { ok: true, value: hit }
      : { ok: false, message: `Use one of: ${values.join(', ')}.` };
  };
  return fallback === undefined ? param(parse) : param(parse, fallback);
}

/** A comma-separated list, each item parsed by `item`; an unparseable item names the parameter. */
function listParam<T>(item: (raw: string) => T | null, message: string, maxItems = 50) {
  return param<T[]>((t) => {
    const parts = t
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (parts.length > maxItems) return { ok: false, message: `Send at most ${maxItems} values.` };
    const out: T[] = [];
    for (const part of parts) {
      const value = item(part);
      if (value === null) return { ok: false, message: `${message} ('${part}' is not one).` };
      out.push(value);
    }
    return { ok: true, value: out };
  });
}

export const bhkListParam = listParam<BhkRule>(
  parseBhk,
  "Use unit types such as 2, 3 BHK, 6+, '1 RK' or Studio",
);
export const amenityListParam = listParam<FilterAmenity>(
  parseAmenity,
  'Use Parking, Lift, Power Backup, Gym, Pool, Park, Security or Wi-Fi',
);
export const statusListParam = listParam<StatusClass>(parseStatusClass, 'Use ready, new or under');
export const textListParam = listParam<string>(
  (s) => (s.length <= 60 ? s : null),
  'Use values of up to 60 characters',
);
export const idsParam = listParam<string>(
  (s) => (/^[A-Za-z0-9_-]{1,64}$/.test(s) ? s : null),
  'Use project ids separated by commas',
);

/** Free text, trimmed; long text is a mistake, not a search. */
export const textParam = param<string>((t) =>
  t.length <= 100 ? { ok: true, value: t } : { ok: false, message: 'Use at most 100 characters.' },
);

/** 'true' / 'false' / '1' / '0'. */
export const boolParam = param<boolean>((t) =>
  ['true', '1'].includes(t)
    ? { ok: true, value: true }
    : ['false', '0'].includes(t)
      ? { ok: true, value: false }
      : { ok: false, message: 'Use true or false.' },
);

/** A day or a moment: '2026-08-01' or an ISO date-time. */
export const dateParam = param<Date>((t) => {
  const d = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(t) ? new Date(t) : null;
  return d && !Number.isNaN(d.getTime())
    ? { ok: true, value: d }
    : { ok: false, message: 'Use a date such as 2026-08-01 or an ISO date-time.' };
});
