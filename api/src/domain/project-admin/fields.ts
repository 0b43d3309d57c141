/**
 * The field rules the project editors' schemas are built from (sections.ts, legacy-schema.ts):
 * every string trimmed and capped, every number finite, every list capped, and messages an editor
 * can show after 'Save failed: '. Zod only, so the PWA runs the same checks before it sends.
 */
import { z } from '@hono/zod-openapi';
import { FILE_URL_RE } from '../uploads/file-url';

/** A whole section's JSON above this is refused (issue 19 "Bad input": oversized sections). */
export const MAX_SECTION_BYTES = 64 * 1024;

const NUMBER = 'Enter a number.';

/** Optional free text, trimmed, at most `max` characters. */
export const text = (max: number) =>
  z.string({ error: 'Enter text.' }).trim().max(max, `Keep this under ${max} characters.`);

/** Required text: `label` names it in the message ('Enter the tower name.'). */
export const required = (label: string, min: number, max: number) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(min, min > 1 ? `Enter the ${label} (at least ${min} characters).` : `Enter the ${label}.`)
    .max(max, `Keep the ${label} under ${max} characters.`);

export const num = () => z.number({ error: NUMBER }).finite(NUMBER);
export const percent = () => num().min(0, 'Use 0 to 100.').max(100, 'Use 0 to 100.');
/** Rupees (or sq.ft): never negative, never absurd. */
export const amount = () => num().min(0, 'Cannot be negative.').max(1e13, 'Too large.');
export const int = (min: number, max: number) =>
  z
    .number({ error: NUMBER })
    .int('Use a whole number.')
    .min(min, `Use ${min} to ${max}.`)
    .max(max, `Use ${min} to ${max}.`);

/** Multiples of 0.1 (percentages, ratings), with float noise tolerated (33.3 is fine). */
export const tenths = <T extends z.ZodNumber>(schema: T) =>
  schema.refine((v) => Math.abs(Math.round(v * 10) - v * 10) < 1e-6, 'Use steps of 0.1.');

export const list = <T extends z.ZodType>(item: T, max: number) =>
  z.array(item, { error: 'Send a list.' }).max(max, `Up to ${max} items.`);

/** A list of short non-empty strings (approvals, badges, amenities…). */
export const strings = (max: number, itemMax = 120) =>
  list(z.string({ error: 'Enter text.' }).trim().min(1, 'Remove empty entries.').max(itemMax), max);

export const isoDay = () =>
  z
    .string({ error: 'Enter a date.' })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Use a date like 2027-03-31.');

/** 'YYYY-MM', or a full day (the stored possession dates are days). */
export const isoMonth = () =>
  z
    .string({ error: 'Enter a month.' })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/, 'Use a month like 2027-03.');

/** An uploaded file (/api/files/<id>) or an http(s) link. */
export const fileOrLink = () =>
  z
    .string({ error: 'Enter a link.' })
    .trim()
    .max(500, 'Keep links under 500 characters.')
    .refine(
      (s) => FILE_URL_RE.test(s) || /^https?:\/\/[^\s]+$/i.test(s),
      'Use an uploaded file (/api/files/…) or an http(s) link.',
    );

export const FileRef = z
  .object({ name: required('file name', 1, 120), url: fileOrLink() })
  .strict()
  .openapi('FileRef');

/** JSON size in bytes (UTF-8), as the server reads it. */
export const jsonBytes = (value: unknown): number =>
  new TextEncoder().encode(JSON.stringify(value) ?? '').length;

/** Refuses a section whose JSON is over MAX_SECTION_BYTES, naming the section itself. */
export const capped = <T extends z.ZodType>(schema: T) =>
  schema.superRefine((value, ctx) => {
    if (jsonBytes(value) > MAX_SECTION_BYTES)
      ctx.addIssue({ code: 'custom', message: 'This section is larger than 64 kB; shorten it.' });
  });

export const IFSC_RE = /^[A-Za-z]{4}0[A-Za-z0-9]{6}$/;
export const IFSC_MESSAGE = 'Enter an 11-character IFSC, e.g. HDFC0001234.';
