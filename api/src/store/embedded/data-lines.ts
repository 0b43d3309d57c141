/**
 * Reads an embedded data file the way a person would count its lines (split at "\n", numbered
 * from 1) and sorts them into records, damaged lines, and records an older version wrote with raw
 * Unicode line separators (whole, but split by NeDB's reader). Used to name the damaged lines when
 * start-up refuses a file, to check the rest of a file before a torn tail is set aside, and by
 * `npm run store:repair`.
 */
import { readFile } from 'node:fs/promises';
import { hasRawLineSeparator } from './line-separators';

export interface DataLine {
  /** 1-based line number in the file. */
  number: number;
  text: string;
  /** The parsed record, or null when the line is damaged. */
  record: Record<string, unknown> | null;
}

export interface DataFileScan {
  /** Non-blank lines in file order (blank lines are ignored by NeDB too). */
  lines: DataLine[];
  damaged: number[];
  /** Whole records holding a raw U+0085/U+2028/U+2029, which NeDB's reader would split. */
  rawSeparators: number[];
}

/** A record line is a JSON object; anything else (cut short, binary junk, a bare value) is damage. */
export function parseRecord(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function scanText(text: string): DataFileScan {
  const scan: DataFileScan = { lines: [], damaged: [], rawSeparators: [] };
  text.split('\n').forEach((raw, i) => {
    if (raw.trim() === '') return;
    const record = parseRecord(raw);
    const line = { number: i + 1, text: raw, record };
    scan.lines.push(line);
    if (!record) scan.damaged.push(line.number);
    else if (hasRawLineSeparator(raw)) scan.rawSeparators.push(line.number);
  });
  return scan;
}

export async function scanDataFile(file: string): Promise<DataFileScan> {
  return scanText(await readFile(file, 'utf8'));
}

/** "line 4" / "lines 2, 4, 6" (at most ten numbers, then "and N more"). */
export function lineList(numbers: number[]): string {
  const shown = numbers.slice(0, 10).join(', ');
  const more = numbers.length > 10 ? ` and ${numbers.length - 10} more` : '';
  return `${numbers.length === 1 ? 'line' : 'lines'} ${shown}${more}`;
}

/** Live documents after replaying the lines as NeDB does (later lines win, `$$deleted` removes). */
export function countDocuments(lines: DataLine[]): number {
  const live = new Set<unknown>();
  for (const { record } of lines) {
    if (!record || record._id === undefined) continue;
    if (record.$$deleted === true) live.delete(record._id);
    else live.add(record._id);
  }
  return live.size;
}
