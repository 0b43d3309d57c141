/**
 * Fixed time for generated data: documents must be byte-identical between runs, so nothing here
 * reads the clock. "Now" for the demo data set is BASE_DATE.
 */
import type { Rng } from './prng';

export const BASE_DATE = new Date('2026-11-01T00:00:00.000Z');

const DAY_MS = 86_400_000;

export function daysBefore(days: number, from: Date = BASE_DATE): Date {
  return new Date(from.getTime() - days * DAY_MS);
}

export function daysAfter(days: number, from: Date = BASE_DATE): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

/** A moment in the last `maxDays` days before BASE_DATE, to the second. */
export function recentDate(rng: Rng, maxDays: number): Date {
  const ms = Math.floor(rng.range(0, maxDays * DAY_MS) / 1000) * 1000;
  return new Date(BASE_DATE.getTime() - ms);
}

/** 'YYYY-MM-DD' for dates shown as days (possession, updates, audits). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** 'YYYY-MM' for month buckets (bookings by month). */
export function isoMonth(date: Date): string {
  return date.toISOString().slice(0, 7);
}

export function quarterOf(date: Date): 'Q1' | 'Q2' | 'Q3' | 'Q4' {
  return (['Q1', 'Q2', 'Q3', 'Q4'] as const)[Math.floor(date.getUTCMonth() / 3)] ?? 'Q1';
}

/** The last day of a quarter, as a Date. */
export function quarterEnd(year: number, quarter: number): Date {
  return new Date(Date.UTC(year, quarter * 3, 0));
}
