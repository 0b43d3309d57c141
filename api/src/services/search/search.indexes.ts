/**
 * Indexes the discovery endpoints rely on (added to the registry in api/src/indexes.ts). The
 * search-key indexes are sparse: until start-up has written a document's search fields it has no
 * key, and in NeDB thousands of keyless documents would share one index entry that every write
 * rewrites (~20 ms a write at 100,000 listings).
 */
import type { CollectionIndexes } from '../../indexes';
import { bucketField } from '../../domain/search/bands';

const FAMILY_NAMES = { p: 'price', a: 'area', t: 'week created' } as const;

export const searchIndexes: CollectionIndexes[] = [
  {
    collection: 'listings',
    indexes: [
      ...(['p', 'a', 't'] as const).flatMap((family) =>
        [true, false].map((withCity) => ({
          fields: { [bucketField(family, withCity)]: 1 as const },
          sparse: true,
          why: `listing search: category|${withCity ? 'city' : '*'}|${FAMILY_NAMES[family]} band keys (ranges)`,
        })),
      ),
      { fields: { slug: 1 }, why: 'GET /api/listings/{slug}' },
      { fields: { locality: 1 }, why: 'price insights: comparables in the same locality' },
      { fields: { staleAt: 1 }, why: 'freshness sweep: listings past their confirmation period' },
    ],
  },
  {
    collection: 'projects',
    indexes: [
      { fields: { 'search.city': 1 }, sparse: true, why: 'project search by alias-normalised city' },
      { fields: { slug: 1 }, why: 'project lookups by slug' },
    ],
  },
];
