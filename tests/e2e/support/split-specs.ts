/**
 * Splits the end-to-end spec files between the servers the suite runs on (playwright.config.ts):
 * each server gets one Playwright project and one worker, so the files of one server run one after
 * another against a state they expect, while the servers run side by side.
 *
 * Greedy balanced split (longest processing time first): files sorted by their measured seconds
 * (spec-seconds.ts), longest first, each given to the server with the least time so far. Ties are
 * broken by file name and server number, so the same inputs always give the same split — a spec does
 * not move between servers from one run to the next.
 */
import { DEFAULT_SPEC_SECONDS, SPEC_SECONDS } from './spec-seconds';

/** Seconds one spec file is expected to take: its measured figure, or the default for a new file. */
export function secondsOf(file: string, table: Readonly<Record<string, number>> = SPEC_SECONDS): number {
  return table[file] ?? DEFAULT_SPEC_SECONDS;
}

/**
 * `files` (names relative to tests/e2e, e.g. `auth.spec.ts`) dealt onto `servers` lists, every file
 * in exactly one list. Each list is sorted by name, the order Playwright runs one project's files in.
 */
export function splitSpecs(
  files: readonly string[],
  servers: number,
  table: Readonly<Record<string, number>> = SPEC_SECONDS,
): string[][] {
  if (!Number.isInteger(servers) || servers < 1)
    throw new Error(`servers must be a whole number ≥ 1, not ${servers}`);
  const byCost = [...new Set(files)].sort(
    (a, b) => secondsOf(b, table) - secondsOf(a, table) || (a < b ? -1 : a > b ? 1 : 0),
  );
  const lists: string[][] = Array.from({ length: servers }, () => []);
  const load = new Array<number>(servers).fill(0);
  for (const file of byCost) {
    let least = 0;
    for (let i = 1; i < servers; i++) if (load[i]! < load[least]!) least = i;
    lists[least]!.push(file);
    load[least]! += secondsOf(file, table);
  }
  return lists.map((list) => list.sort());
}
