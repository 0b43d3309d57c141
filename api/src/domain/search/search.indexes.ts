/**
 * Indexes the discovery endpoints rely on (added to the registry in api/src/indexes.ts). The
 * search-key indexes are sparse: until start-up has written a document's search fields it has no
 * key, and in NeDB thousands of keyless documents would share one index entry that every write
 * rewrites (~20 ms a write at 100,000 listings).
 */
import type { CollectionIndexes } from '../../indexes';

export const searchIndexes: CollectionIndexes[] = [
  {
    collection: 'listings',
    indexes: [
      {
        fields: { 'search.kp': 1 },
        sparse: true,
        why: 'listing search: category|city|price-band buckets, count and price sorts',
      },
      {
        fields: { 'search.kt': 1 },
        sparse: true,
        why: 'listing search: category|city|week buckets for newest first',
      },
      {
        fields: { 'search.ka': 1 },
        sparse: true,
        why: 'listing search: category|city|area-band buckets for largest first',
      },
      { fields: { slug: 1 }, why: 'GET /api/listings/{slug}' },
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
