import { isAbsolute, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

function problems(source: Record<string, string>): string[] {
  try {
    loadEnv(source);
  } catch (err) {
    if (err instanceof EnvError) return err.problems;
    throw err;
  }
  return [];
}

describe('loadEnv', () => {
  it('fills every default', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(8080);
    expect(env.HOST).toBe('0.0.0.0');
    expect(env.DATA_DIR).toBe(join(process.cwd(), 'data'));
    expect(env.MONGODB_URI).toBeUndefined();
    expect(env.ADMIN_EMAILS).toEqual([]);
    expect(env.SEED).toBe('on');
    expect(env.SEED_LISTINGS).toBe(3000);
    expect(env.SEED_PROJECTS).toBe(150);
    expect(env.PWA_DIST.endsWith(join('pwa', 'dist'))).toBe(true);
    expect(env.LOG_LEVEL).toBe('info');
    expect(env.TRUST_PROXY).toBe(false);
    expect(env.COMPACTION_INTERVAL_MS).toBeUndefined();
  });

  it('parses and normalises values', () => {
    const env = loadEnv({
      PORT: '3000',
      DATA_DIR: 'tmp/store',
      MONGODB_URI: 'mongodb+srv://u:p@cluster.example/propai',
      ADMIN_EMAILS: ' Admin@Example.com, ops@example.in ,',
      SEED: 'OFF',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'silent',
      COMPACTION_INTERVAL_MS: '60000',
    });
    expect(env.PORT).toBe(3000);
    expect(isAbsolute(env.DATA_DIR)).toBe(true);
    expect(env.ADMIN_EMAILS).toEqual(['admin@example.com', 'ops@example.in']);
    expect(env.SEED).toBe('off');
    expect(env.TRUST_PROXY).toBe(true);
    expect(env.COMPACTION_INTERVAL_MS).toBe(60000);
  });

  it('treats empty strings as unset', () => {
    expect(loadEnv({ PORT: '', MONGODB_URI: ' ' }).PORT).toBe(8080);
  });

  it('returns a frozen object', () => {
    const env = loadEnv({});
    expect(Object.isFrozen(env)).toBe(true);
    expect(Object.isFrozen(env.ADMIN_EMAILS)).toBe(true);
  });

  it('names a bad setting and the value it got', () => {
    expect(problems({ PORT: 'abc' })).toEqual([
      'Invalid setting PORT: expected an integer 1–65535, got "abc"',
    ]);
    expect(problems({ PORT: '70000' })[0]).toMatch(/^Invalid setting PORT:/);
    expect(problems({ SEED: 'maybe' })[0]).toBe('Invalid setting SEED: expected one of on, off, got "maybe"');
    expect(problems({ TRUST_PROXY: 'sure' })[0]).toMatch(
      /^Invalid setting TRUST_PROXY: expected true or false/,
    );
    expect(problems({ ADMIN_EMAILS: 'a@b.co,not-an-email' })[0]).toMatch(
      /^Invalid setting ADMIN_EMAILS: .*"not-an-email" is not one/,
    );
  });

  it('reports every bad setting at once', () => {
    expect(problems({ PORT: 'x', LOG_LEVEL: 'loud' })).toHaveLength(2);
  });

  it('never echoes secrets', () => {
    const [line] = problems({ MONGODB_URI: 'postgres://user:secret@host' });
    expect(line).toBe(
      'Invalid setting MONGODB_URI: expected a URI starting with mongodb:// or mongodb+srv://',
    );
    expect(problems({ ADMIN_KEY: 'short' })[0]).not.toContain('short"');
  });
});
