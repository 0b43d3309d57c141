/**
 * Row types of the one local database (see db.ts). Kept apart from the Dexie wiring so features can
 * import the types without pulling the database module into their chunk.
 */

export type DraftKind = 'pg' | 'commercial' | 'sale';

/** A listing draft: 'editing' on the device, 'queued' once submitted into the outbox. */
export type DraftStatus = 'editing' | 'queued' | 'submitted';

export interface Draft {
  id: string;
  kind: DraftKind;
  status: DraftStatus;
  /** Epoch ms; drafts are listed newest first. */
  updatedAt: number;
  /** The form values; shaped by the posting feature, opaque to the database. */
  data: Record<string, unknown>;
}

export interface DraftPhoto {
  id: string;
  draftId: string;
  /** Position in the draft's gallery, 0 = cover. */
  order: number;
  /** The compressed image itself; IndexedDB stores Blobs natively. */
  blob: Blob;
  name: string;
  type: string;
}

export interface CompareTrayItem {
  /** Listing or project id. */
  id: string;
  addedAt: number;
  /** A display snapshot so the tray renders offline without another request. */
  snapshot: Record<string, unknown>;
}

/** A property saved to the device-local shortlist (/saved-properties); same key as the tray. */
export interface ShortlistItem {
  /** 'project:<id>' or 'listing:<id>'. */
  id: string;
  addedAt: number;
  /** A display snapshot so the list renders offline. */
  snapshot: Record<string, unknown>;
}

export interface PendingSurvey {
  id: string;
  createdAt: number;
  surveyData: Record<string, unknown>;
  userId?: string;
}

export type OutboxStatus = 'queued' | 'sending' | 'failed' | 'done';

export interface OutboxEntry {
  id: string;
  /** Sent as the Idempotency-Key header; the server applies a key at most once. */
  idempotencyKey: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under /api, e.g. '/user-properties'. */
  path: string;
  body: unknown;
  createdAt: number;
  status: OutboxStatus;
  attempts: number;
  lastError?: string;
}

export type UserRole = 'user' | 'admin';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  mobile?: string;
  role: UserRole;
  hasSurvey?: boolean;
}

/** The single signed-in session; the key is always 'current'. */
export interface SessionRecord {
  key: 'current';
  token: string;
  user: SessionUser;
  savedAt: number;
}
