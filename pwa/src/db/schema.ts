/**
 * Row types of the one local database (see db.ts). Kept apart from the Dexie wiring so features can
 * import the types without pulling the database module into their chunk.
 */

/**
 * Listing drafts ('pg', 'commercial', 'sale') and community-report drafts ('report', issue 18): the
 * same rows and photo table, sent by two entries of the outbox (lib/outbox/report-kind.ts). `kind`
 * was indexed from version 1 and a new value needs no new database version.
 */
export type ListingDraftKind = 'pg' | 'commercial' | 'sale';
export type DraftKind = ListingDraftKind | 'report';

/** A listing's draft (not a report's): what the posting pages and My Listings show. */
export type ListingDraft = Draft & { kind: ListingDraftKind };

export const isListingDraft = (draft: Draft): draft is ListingDraft => draft.kind !== 'report';

/**
 * A listing draft: 'editing' on the device; 'queued' once submitted into the outbox;
 * 'sending' while the replay uploads it; 'submitted' once the server stored it; 'failed' when the
 * server refused it (validation) — the user can edit and submit again.
 */
export type DraftStatus = 'editing' | 'queued' | 'sending' | 'submitted' | 'failed';

/**
 * What the outbox (listing entry) needs to send a draft, fixed at submit time so every retry sends the same
 * request (the server compares the body of a replayed Idempotency-Key). Not indexed: adding it
 * needed no new database version.
 */
export interface DraftSubmission {
  /** Idempotency-Key of the listing write; photo keys are derived from it. */
  key: string;
  /** API path of the create call, e.g. '/commercial-listings'. */
  path: string;
  /** The listing body without `photos`/`floorPlans` (added from the uploaded photo rows). */
  payload: Record<string, unknown>;
  queuedAt: number;
  attempts: number;
  /** Epoch ms before which a retry waits (backoff after a 5xx or a network failure). */
  nextAttemptAt: number;
  /** The server answered 401: kept queued until the user signs in again. */
  needsSignIn?: boolean;
  lastError?: string;
  serverId?: string;
  slug?: string;
  submittedAt?: number;
}

export interface Draft {
  id: string;
  kind: DraftKind;
  status: DraftStatus;
  /** Epoch ms; drafts are listed newest first. */
  updatedAt: number;
  /** The form values; shaped by the posting feature, opaque to the database. */
  data: Record<string, unknown>;
  /** Set when the draft entered the outbox (status queued and after). */
  submission?: DraftSubmission;
  /** Why the server refused it (status 'failed'), in the server's words. */
  error?: string;
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
  /** 'photo' (gallery) or 'floorPlan' (commercial floor plans); missing means 'photo'. */
  role?: 'photo' | 'floorPlan';
  /** The `url` POST /api/upload answered: a retry skips photos that already have one. */
  uploadedUrl?: string;
  /** Bumped when the server refuses a reused upload key, so the next try uses a fresh one. */
  uploadAttempt?: number;
}

export interface CompareTrayItem {
  /** Listing or project id. */
  id: string;
  addedAt: number;
  /** A display snapshot so the tray renders offline without another request. */
  snapshot: Record<string, unknown>;
}

/**
 * A saved thing on this device (table `shortlist`; same key as the tray). Two sorts of rows:
 * - without `owner`: the device-only shortlist of before sign-in was needed to save; it joins the
 *   account at the next sign-in (POST /api/favorites/merge) and then gets the owner;
 * - with `owner`: the mirror of that signed-in user's favourites (GET /api/favorites/ids plus the
 *   toggles still queued), cleared at sign-out (lib/favorites).
 * `owner` is not indexed (no new database version): one user's saved set is small and read whole.
 */
export interface ShortlistItem {
  /** 'project:<id>', 'listing:<id>' or 'report:<id>'. */
  id: string;
  addedAt: number;
  /** A display snapshot so the list renders offline ({} for mirror rows filled from the server). */
  snapshot: Record<string, unknown>;
  /** The user whose account holds it; absent: kept on this device only. */
  owner?: string;
}

/**
 * The survey kept on the device (db/surveys-repo.ts), one row 'current', written from the first
 * answer. Fields after `userId` are not indexed, so adding them needed no new database version.
 */
export interface PendingSurvey {
  id: string;
  /** When the first answer was given (sent as the survey's timestamp). */
  createdAt: number;
  surveyData: Record<string, unknown>;
  userId?: string;
  /** '1.0' (spec part 1 §3). */
  version?: string;
  /** This device's anonymous id, sent when the survey is submitted signed out. */
  anonymousId?: string;
  /** The wizard's screen, so a half-finished survey reopens where it was left. */
  step?: number;
  /**
   * 'draft' while answering; 'queued' once handed to the outbox; 'pending' when the server keeps it
   * until this device signs in. A survey stored on the account is removed from the device.
   */
  state?: 'draft' | 'queued' | 'pending';
  updatedAt?: number;
}

/** A queued write's state: waiting (also after a server fault or while offline), being sent, refused. */
export type QueuedWriteStatus = 'queued' | 'sending' | 'failed';

/**
 * One row of `queuedWrites`: a write of a simple kind (profile edit today; surveys, reports,
 * favourites, votes, callbacks next) waiting for the outbox (pwa/src/lib/outbox). The kind's entry
 * in lib/outbox/kinds.ts says where it goes and how; the row holds only what differs per write.
 * A sent row is deleted; a refused one stays 'failed' with the server's words for the user.
 */
export interface QueuedWrite {
  id: string;
  /** The entry in lib/outbox/kinds.ts, e.g. 'profile-edit'. */
  kind: string;
  /** Sent as the Idempotency-Key header; unique here, and the server applies a key at most once. */
  idempotencyKey: string;
  /** The JSON body, fixed when queued so every retry sends the same request. */
  body: unknown;
  /** The user who queued it: it is sent only with that user's session. */
  userId?: string;
  queuedAt: number;
  status: QueuedWriteStatus;
  attempts: number;
  /** Epoch ms before which a retry waits (backoff after a server fault). */
  nextAttemptAt: number;
  /** The server answered 401: kept until the user signs in again. */
  needsSignIn?: boolean;
  lastError?: string;
}

/** A row of the version-1/2 table `outbox` (profile edits only); version 3 moved them to `queuedWrites`. */
export interface LegacyOutboxRow {
  id: string;
  idempotencyKey: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body: unknown;
  createdAt: number;
  status: 'queued' | 'sending' | 'failed' | 'done';
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
