/**
 * Community reports as the public sees them (spec part 2 §2 Reports): what a report says and how the
 * community voted, never who wrote it. Reading time = description length / 200, rounded up.
 */
import type { Doc, Filter, SortSpec } from '../query-language';
import { readingMinutes } from './report-score';

export const REPORT_SORTS = ['top', 'recent', 'trending'] as const;
export type ReportSort = (typeof REPORT_SORTS)[number];

/** Trending looks at this recent window when the caller sends no `since` (spec part 2 §9: 3 months). */
export const TRENDING_WINDOW_DAYS = 90;

/**
 * Only published reports are public: approved by a moderator, or stored before moderation existed
 * (seeded reports carry no status). Pending and rejected ones are never listed, counted or shown.
 */
export const PUBLISHED: Filter = { $or: [{ status: 'approved' }, { status: { $exists: false } }] };

/** True when a stored report is public (the same rule as PUBLISHED, for one document). */
export const isPublished = (doc: Doc): boolean => doc.status === undefined || doc.status === 'approved';

export interface PublicReport {
  id: string;
  title: string;
  category: string | null;
  description: string;
  score: number;
  upVotes: number;
  downVotes: number;
  projectId: string | null;
  projectName: string | null;
  /** For the link /projects/{slug}; filled by the lists (services/reports/project-slugs.ts). */
  projectSlug: string | null;
  developerName: string | null;
  location: string | null;
  readingMinutes: number;
  createdAt: string | null;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);
const count = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? Math.max(0, v) : 0);

/** The stored fields publicReport reads, and only those: the author never leaves the store. */
export const REPORT_PROJECTION = {
  title: 1,
  category: 1,
  description: 1,
  score: 1,
  upVotes: 1,
  downVotes: 1,
  projectId: 1,
  projectName: 1,
  developerName: 1,
  location: 1,
  createdAt: 1,
} as const;

export function publicReport(doc: Doc): PublicReport {
  const description = text(doc.description) ?? '';
  const createdAt = doc.createdAt instanceof Date ? doc.createdAt.toISOString() : text(doc.createdAt);
  return {
    id: doc._id,
    title: text(doc.title) ?? 'Untitled report',
    category: text(doc.category),
    description,
    score: count(doc.score),
    upVotes: count(doc.upVotes),
    downVotes: count(doc.downVotes),
    projectId: text(doc.projectId),
    projectName: text(doc.projectName),
    projectSlug: null,
    developerName: text(doc.developerName),
    location: text(doc.location),
    readingMinutes: readingMinutes(description),
    createdAt,
  };
}

/** The store query for a report list: top by score, recent by date, trending by up-votes lately. */
export function reportQuery(
  sort: ReportSort,
  opts: { since?: Date; minScore?: number; projectId?: string; now?: Date },
): { filter: Filter; sort: SortSpec } {
  const filter: Filter = { ...PUBLISHED };
  const since =
    opts.since ??
    (sort === 'trending'
      ? new Date((opts.now ?? new Date()).getTime() - TRENDING_WINDOW_DAYS * 86_400_000)
      : undefined);
  if (since) filter.createdAt = { $gte: since };
  if (opts.minScore) filter.score = { $gte: opts.minScore };
  if (opts.projectId) filter.projectId = opts.projectId;
  const order: Record<ReportSort, SortSpec> = {
    top: { score: -1, createdAt: -1 },
    recent: { createdAt: -1 },
    trending: { upVotes: -1, createdAt: -1 },
  };
  return { filter, sort: order[sort] };
}
