/**
 * Every index the API relies on, in one registry applied at start-up on both adapters
 * (`createIndex` is idempotent). Each feature keeps its own list beside its routes
 * (`<feature>.indexes.ts`) and adds it here, so the README's index table and the MongoDB
 * `explain` test read the same source.
 */
import { authIndexes } from './auth/auth.indexes';
import { projectDetailIndexes } from './services/projects/project-detail.indexes';
import { searchIndexes } from './services/search/search.indexes';
import { notificationIndexes } from './services/notifications/notifications.indexes';
import { uploadIndexes } from './services/uploads/uploads.indexes';
import { postingIndexes } from './routes/_shared/posting.indexes';
import { idempotencyIndexes } from './http/idempotency.indexes';
import { newsletterIndexes } from './routes/newsletter/newsletter.indexes';
import { leadIndexes } from './routes/leads/leads.indexes';
import { favoriteIndexes } from './routes/favorites/favorites.indexes';
import { listingFlagIndexes } from './routes/listing-flags/listing-flags.indexes';
import { surveyIndexes } from './routes/survey/survey.indexes';
import { savedSearchIndexes } from './routes/saved-searches/saved-searches.indexes';
import { accountIndexes } from './services/account/account.indexes';
import { reportReadIndexes } from './routes/reports/reports.indexes';
import { blogIndexes } from './routes/blogs/blogs.indexes';
import { adminChangeIndexes } from './services/admin-changes/admin-changes.indexes';
import { reportSubmissionIndexes } from './routes/report-submissions/report-submissions.indexes';
import { moderationIndexes } from './routes/moderation/moderation.indexes';
import { insightIndexes } from './services/insights/insights.indexes';
import { valuationIndexes } from './routes/valuation/valuation.indexes';
import { agentIndexes } from './routes/agents/agents.indexes';
import { listingViewIndexes } from './routes/listing-views/listing-views.indexes';
import type { IndexSpec, Store } from './store/types';

export interface CollectionIndexes {
  collection: string;
  indexes: (IndexSpec & { why: string })[];
}

/** The lists of every feature; a feature adds its own import and entry. */
export const indexRegistry: CollectionIndexes[] = [
  ...authIndexes,
  ...searchIndexes,
  ...idempotencyIndexes,
  ...newsletterIndexes,
  ...projectDetailIndexes,
  ...notificationIndexes,
  ...uploadIndexes,
  ...postingIndexes,
  ...leadIndexes,
  ...favoriteIndexes,
  ...listingFlagIndexes,
  ...surveyIndexes,
  ...savedSearchIndexes,
  ...accountIndexes,
  ...reportReadIndexes,
  ...blogIndexes,
  ...reportSubmissionIndexes,
  ...adminChangeIndexes,
  ...moderationIndexes,
  ...insightIndexes,
  ...valuationIndexes,
  ...agentIndexes,
  ...listingViewIndexes,
];

/** Creates every registered index; safe to run on every start and from several processes at once. */
export async function ensureIndexes(
  store: Store,
  registry: CollectionIndexes[] = indexRegistry,
): Promise<number> {
  let created = 0;
  for (const { collection, indexes } of registry) {
    const target = store.collection(collection);
    for (const { why: _why, ...spec } of indexes) {
      await target.createIndex(spec);
      created += 1;
    }
  }
  return created;
}

/**
 * The registry as the README's Markdown table (scripts/ci/docs-indexes.ts writes and checks it),
 * so the documentation cannot drift from what start-up creates.
 *
 * @example
 *   renderIndexTable() // '| Collection | Fields | Kind | Why |\n|---|---|---|---|\n| `users` | …'
 */
export function renderIndexTable(registry: CollectionIndexes[] = indexRegistry): string {
  const rows = ['| Collection | Fields | Kind | Why |', '|---|---|---|---|'];
  for (const { collection, indexes } of registry) {
    for (const { fields, unique, sparse, expireAfterSeconds, why } of indexes) {
      const keys = Object.entries(fields)
        .map(([field, dir]) => `${field} ${dir === 1 ? '↑' : '↓'}`)
        .join(', ');
      const kind = [
        unique ? 'unique' : '',
        sparse ? 'sparse' : '',
        expireAfterSeconds !== undefined ? `TTL ${expireAfterSeconds} s` : '',
      ]
        .filter(Boolean)
        .join(', ');
      rows.push(`| \`${collection}\` | ${keys} | ${kind || '—'} | ${why.replace(/\|/g, '\\|')} |`);
    }
  }
  return rows.join('\n');
}
