/**
 * The posting forms' unsaved copy (lib/unsaved-copy.ts: a synchronous localStorage copy of the
 * newest values, merged back on the next load when IndexedDB missed them): one copy per form kind.
 */
import type { FormValues } from './posting-kinds';
import * as copies from '../../../lib/unsaved-copy';

export type UnsavedCopy = copies.UnsavedCopy<FormValues>;

const keyOf = (kind: string) => `propai:posting-unsaved:${kind}`;

export const writeUnsavedCopy = (kind: string, copy: UnsavedCopy): void =>
  copies.writeUnsavedCopy(keyOf(kind), copy);

export const readUnsavedCopy = (kind: string): UnsavedCopy | null =>
  copies.readUnsavedCopy<FormValues>(keyOf(kind));

/** Drops the copy, only if it is still the one written at `at` (a newer change keeps its own). */
export const clearUnsavedCopy = (kind: string, at?: number): void => copies.clearUnsavedCopy(keyOf(kind), at);

/** The copy's values for `draftId` stored at `storedAt` when it is newer, else null. */
export const newerUnsavedValues = (
  kind: string,
  draftId: string | null,
  storedAt: number,
): FormValues | null => copies.newerUnsavedValues<FormValues>(keyOf(kind), draftId, storedAt);
