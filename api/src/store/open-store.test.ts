/** openStore picks the adapter and turns an unusable configuration into a StoreOpenError. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newId } from './new-id';
import { openMongoStore } from './mongo/mongo-store';
import { openStore } from './open-store';
import { StoreOpenError } from './types';

describe('openStore', () => {
  it('opens the embedded store when no MongoDB URI is given', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'propai-open-'));
    const store = await openStore({ dataDir });
    expect(store.kind).toBe('embedded');
    await store.collection('things').insertOne({ a: 1 });
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops with a StoreOpenError when MongoDB cannot be reached, without printing the password', async () => {
    const opening = openMongoStore({
      uri: 'mongodb://user:secret@127.0.0.1:1/propai',
      serverSelectionTimeoutMs: 300,
    });
    await expect(opening).rejects.toBeInstanceOf(StoreOpenError);
    await expect(opening).rejects.toThrow(/cannot open MongoDB at mongodb:\/\/\*\*\*@127\.0\.0\.1:1\/propai/);
    await expect(opening).rejects.not.toThrow(/secret/);
    await expect(openStore({ dataDir: '.', mongoUri: 'not-a-uri' })).rejects.toBeInstanceOf(StoreOpenError);
  });

  it('rejects collection names that could escape the data folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'propai-open-'));
    const store = await openStore({ dataDir });
    expect(() => store.collection('../etc')).toThrow(TypeError);
    expect(() => store.collection('_ttl_rules')).toThrow(TypeError);
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('newId', () => {
  it('is 24 hex characters that start with the current time in seconds', () => {
    const id = newId();
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(Math.abs(parseInt(id.slice(0, 8), 16) - Date.now() / 1000)).toBeLessThan(5);
    expect(new Set(Array.from({ length: 1000 }, newId)).size).toBe(1000);
  });
});
