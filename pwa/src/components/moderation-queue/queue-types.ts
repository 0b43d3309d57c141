/**
 * What a moderation queue needs to know about the things it moderates (listings on
 * /admin/listings, community reports on /admin/check-report): the pages pass an adapter, the shared
 * queue (moderation-queue.tsx) does the list, selection, bulk actions, side panel and pager.
 */
import type { ReactNode } from 'react';

export interface QueuePageData<T> {
  items: T[];
  total: number;
  page: number;
  pages: number;
}

/** One id's answer of a bulk decision: a bad id fails alone. */
export interface BulkResult {
  id: string;
  ok: boolean;
  error?: string;
}

export type BulkAction = 'approve' | 'reject';

export interface QueueAdapter<T extends { id: string }> {
  /** 'listing' / 'listings': used in counts, labels and notices. */
  noun: { one: string; many: string };
  /** One page of the queue with the page's current filters. */
  load(page: number): Promise<QueuePageData<T>>;
  titleOf(item: T): string;
  photosOf(item: T): string[];
  /** The row's short facts (kind, place, poster, age, report count). */
  meta(item: T): ReactNode;
  /** The side panel's body: every field, reports, history. */
  details(item: T): ReactNode;
  approve(id: string): Promise<unknown>;
  /** False where approving would change nothing (a live listing): the Approve button is left out. */
  canApprove?: (item: T) => boolean;
  /**
   * One more decision the panel offers for this item (e.g. "Dismiss reports" on a reported
   * listing), or null. `run` resolves to the notice to show once it is done.
   */
  extraAction?: (item: T) => { label: string; run: () => Promise<string> } | null;
  reject(id: string, reason: string): Promise<unknown>;
  bulk(ids: string[], action: BulkAction, reason?: string): Promise<BulkResult[]>;
  approvedText(item: T): string;
  rejectedText(item: T): string;
  /** The required-reason message, word for word as the API answers it. */
  reasonRequired: string;
  emptyText: string;
  loadError: string;
  /** Extra class / test id on each row, for the pages' own styles and tests. */
  rowClassName?: string;
  rowTestId?: string;
}
