/**
 * Indexes the project-detail and booking-link endpoints rely on (registered in api/src/indexes.ts).
 * Project lookups by slug already have the discovery index on `projects.slug`.
 */
import type { CollectionIndexes } from '../../indexes';

export const projectDetailIndexes: CollectionIndexes[] = [
  {
    collection: 'bookings',
    indexes: [
      { fields: { projectId: 1, bookingId: 1 }, why: 'POST /api/subscriptions/verify-booking lookup' },
    ],
  },
  {
    collection: 'booking_links',
    indexes: [
      {
        fields: { userId: 1, projectId: 1, bookingId: 1 },
        unique: true,
        why: 'a booking id is linked to a user once (verify-booking is idempotent)',
      },
    ],
  },
  {
    collection: 'floorplans',
    indexes: [{ fields: { projectId: 1 }, why: 'GET /api/projects/{id}/floorplans' }],
  },
  {
    collection: 'reports',
    indexes: [
      { fields: { projectId: 1 }, why: 'the live project score reads the project’s reports' },
      { fields: { score: -1, createdAt: -1 }, why: 'GET /api/reports?sort=top' },
      { fields: { createdAt: -1 }, why: 'GET /api/reports?sort=recent, and the since window' },
      { fields: { upVotes: -1, createdAt: -1 }, why: 'GET /api/reports?sort=trending' },
    ],
  },
];
