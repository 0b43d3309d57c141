/**
 * Every setting the API reads, parsed and validated once at start-up.
 *
 * This is the only module that touches `process.env` (an ESLint rule enforces it). A bad value
 * stops start-up with one line per setting that names it, e.g.
 * `Invalid setting PORT: expected an integer 1–65535, got "abc"`. Secrets (database and SMTP URLs,
 * the admin key) are never echoed back in those lines, because start-up errors end up in logs.
 * Empty strings count as "not set", which is what `FOO=` in a compose file or shell usually means.
 */
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isTileTemplate } from './domain/map/tile-url';

/** The repository root: api/src/env.ts → ../.. (the default PWA build lives under it). */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const LOG_LEVELS = ['silent', 'error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const integer = (min: number, max: number) =>
  z
    .string()
    .refine((s) => /^\d+$/.test(s) && Number(s) >= min && Number(s) <= max, {
      message: `expected an integer ${min}–${max}`,
    })
    .transform(Number);

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .transform((s) => s.toLowerCase())
    .pipe(z.enum(values, { message: `expected one of ${values.join(', ')}` }));

const bool = z
  .string()
  .transform((s) => s.toLowerCase())
  .refine((s) => ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'].includes(s), {
    message: 'expected true or false',
  })
  .transform((s) => ['true', '1', 'yes', 'on'].includes(s));

/** Relative paths are taken from the directory the server was started in. */
const directory = z.string().transform((p) => (isAbsolute(p) ? p : resolve(process.cwd(), p)));

const emailList = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter((e) => e !== ''),
  )
  .superRefine((emails, ctx) => {
    for (const email of emails) {
      if (!z.email().safeParse(email).success) {
        ctx.addIssue({
          code: 'custom',
          message: `expected comma-separated email addresses; "${email}" is not one`,
        });
      }
    }
  });

const schema = z.object({
  PORT: integer(1, 65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: directory.default(resolve(process.cwd(), 'data')),
  MONGODB_URI: z
    .string()
    .refine((s) => s.startsWith('mongodb://') || s.startsWith('mongodb+srv://'), {
      message: 'expected a URI starting with mongodb:// or mongodb+srv://',
    })
    .optional(),
  SMTP_URL: z
    .string()
    .refine((s) => s.startsWith('smtp://') || s.startsWith('smtps://'), {
      message: 'expected a URL starting with smtp:// or smtps://',
    })
    .optional(),
  /**
   * Where people reach this app, for links in email (mobile-consent links). Never taken from the
   * request's Host header, which a client can forge to send a victim's link to another site.
   */
  PUBLIC_URL: z
    .string()
    .refine((s) => /^https?:\/\/[^/\s]+\/?$/.test(s), {
      message: 'expected an origin such as https://propai.example (no path)',
    })
    .transform((s) => s.replace(/\/$/, ''))
    .optional(),
  ADMIN_EMAILS: emailList.default([]),
  ADMIN_KEY: z.string().min(16, { message: 'expected at least 16 characters' }).optional(),
  SEED: oneOf(['on', 'off']).default('on'),
  SEED_LISTINGS: integer(0, 1_000_000).default(3000),
  SEED_PROJECTS: integer(0, 100_000).default(150),
  PWA_DIST: directory.default(join(repoRoot, 'pwa', 'dist')),
  LOG_LEVEL: oneOf(LOG_LEVELS).default('info'),
  TRUST_PROXY: bool.default(false),
  COMPACTION_INTERVAL_MS: integer(1000, 86_400_000).optional(),
  // Upload quota per account and the low-disk guard (routes/uploads/upload-quota.ts, README).
  UPLOADS_PER_MINUTE: integer(1, 100_000).default(60),
  UPLOADS_PER_HOUR: integer(1, 1_000_000).default(300),
  UPLOAD_UNCLAIMED_MAX_MB: integer(1, 1_000_000).default(300),
  UPLOAD_MIN_FREE_MB: integer(0, 1_000_000_000).default(512),
  // Map tiles drawn under the markers when online; without it the map draws its own outlines (issue 20).
  MAP_TILE_URL: z
    .string()
    .refine(isTileTemplate, { message: 'expected an http(s) URL with {z}, {x} and {y}' })
    .optional(),
  MAP_TILE_ATTRIBUTION: z.string().max(300).default('© OpenStreetMap contributors'),
});

type Parsed = z.infer<typeof schema>;
export type Env = Readonly<Omit<Parsed, 'ADMIN_EMAILS'> & { ADMIN_EMAILS: readonly string[] }>;

/** Settings whose values must not be printed, even when they are wrong. */
const SECRET = new Set<string>(['MONGODB_URI', 'SMTP_URL', 'ADMIN_KEY']);

/** Thrown by loadEnv; `message` holds one line per bad setting, ready to print. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'EnvError';
  }
}

/**
 * Reads and validates the settings.
 *
 * @example
 *   const env = loadEnv();                       // from process.env
 *   const testEnv = loadEnv({ LOG_LEVEL: 'silent', PWA_DIST: tmpDir });
 * @throws EnvError naming every bad setting.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const input: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = source[key]?.trim();
    if (value !== undefined && value !== '') input[key] = value;
  }
  const result = schema.safeParse(input);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? 'environment');
      const got = SECRET.has(key) || input[key] === undefined ? '' : `, got "${input[key]}"`;
      return `Invalid setting ${key}: ${issue.message}${got}`;
    });
    throw new EnvError(problems);
  }
  return Object.freeze({ ...result.data, ADMIN_EMAILS: Object.freeze(result.data.ADMIN_EMAILS) });
}
