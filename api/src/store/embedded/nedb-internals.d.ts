/**
 * Types for the parts of @seald-io/nedb 4.1.2 (pinned in api/package.json) that fast-cursor.ts
 * uses beyond its public API: its model helpers, one module of the package.
 */
declare module '@seald-io/nedb/lib/model.js' {
  export function compareThings(
    a: unknown,
    b: unknown,
    compareStrings?: (a: string, b: string) => number,
  ): number;
  export function deepCopy<T>(value: T): T;
  export function match(doc: unknown, query: unknown): boolean;
  export function getDotValue(doc: unknown, field: string): unknown;
}

declare module '@seald-io/nedb/lib/storage.js' {
  interface Storage {
    flushToStorageAsync(options: { filename: string; isDir?: boolean; mode?: number }): Promise<void>;
    existsAsync(filename: string): Promise<boolean>;
    renameAsync(from: string, to: string): Promise<void>;
    writeFileLinesAsync(filename: string, lines: string[], mode?: number): Promise<void>;
    crashSafeWriteFileLinesAsync(
      filename: string,
      lines: readonly string[],
      modes?: { fileMode: number; dirMode: number },
    ): Promise<void>;
  }
  const storage: Storage;
  export default storage;
}
