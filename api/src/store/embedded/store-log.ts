/**
 * Where the embedded store reports what it did on its own at start-up (a torn line set aside, a
 * compaction that failed and will be retried). The server's Logger fits; the default is stderr, so
 * such a line is never lost.
 */
export interface StoreLog {
  warn(message: string): void;
}

export const stderrLog: StoreLog = {
  warn(message) {
    console.warn(message);
  },
};
