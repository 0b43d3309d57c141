import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearUnsavedCopy, newerUnsavedValues, readUnsavedCopy, writeUnsavedCopy } from './unsaved-copy';

/** A Map-backed localStorage (this project runs plain `*.test.ts` in node, which has none). */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: vi.fn((key: string) => items.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void items.set(key, value)),
    removeItem: vi.fn((key: string) => void items.delete(key)),
    clear: () => items.clear(),
  };
}

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const KEY = 'propai:test-unsaved';

describe('the unsaved copy', () => {
  it('reads back what was written, per key', () => {
    writeUnsavedCopy(KEY, { draftId: 'd1', values: { title: 'Lift' }, at: 10 });
    expect(readUnsavedCopy(KEY)).toEqual({ draftId: 'd1', values: { title: 'Lift' }, at: 10 });
    expect(readUnsavedCopy('propai:other')).toBeNull();
  });

  it('offers its values only for the same draft and only when newer than the stored one', () => {
    writeUnsavedCopy(KEY, { draftId: 'd1', values: { title: 'Lift broken' }, at: 20 });
    expect(newerUnsavedValues(KEY, 'd1', 19)).toEqual({ title: 'Lift broken' });
    expect(newerUnsavedValues(KEY, 'd1', 20)).toBeNull();
    expect(newerUnsavedValues(KEY, 'd2', 0)).toBeNull();
    expect(newerUnsavedValues(KEY, null, 0)).toBeNull();

    writeUnsavedCopy(KEY, { draftId: null, values: { title: 'Never saved' }, at: 5 });
    expect(newerUnsavedValues(KEY, null, 0)).toEqual({ title: 'Never saved' });
  });

  it('is cleared only while it is still the copy written at `at` (a newer change keeps its own)', () => {
    writeUnsavedCopy(KEY, { draftId: 'd1', values: { title: 'b' }, at: 2 });
    clearUnsavedCopy(KEY, 1);
    expect(readUnsavedCopy(KEY)?.at).toBe(2);
    clearUnsavedCopy(KEY, 2);
    expect(readUnsavedCopy(KEY)).toBeNull();

    writeUnsavedCopy(KEY, { draftId: 'd1', values: { title: 'c' }, at: 3 });
    clearUnsavedCopy(KEY);
    expect(readUnsavedCopy(KEY)).toBeNull();
  });

  it('never throws when localStorage is full (QuotaExceededError) or blocked', () => {
    storage.setItem.mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => writeUnsavedCopy(KEY, { draftId: null, values: { title: 'x' }, at: 1 })).not.toThrow();
    expect(storage.setItem).toHaveBeenCalled();

    storage.getItem.mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    storage.removeItem.mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(readUnsavedCopy(KEY)).toBeNull();
    expect(newerUnsavedValues(KEY, null, 0)).toBeNull();
    expect(() => clearUnsavedCopy(KEY)).not.toThrow();
  });

  it('ignores a copy that is not one (another version wrote it, or it was cut short)', () => {
    storage.setItem(KEY, '{"draftId":null,"values":{"title":"x"');
    expect(readUnsavedCopy(KEY)).toBeNull();
    storage.setItem(KEY, 'null');
    expect(readUnsavedCopy(KEY)).toBeNull();
    storage.setItem(KEY, JSON.stringify({ draftId: null, values: null, at: 1 }));
    expect(readUnsavedCopy(KEY)).toBeNull();
  });
});
