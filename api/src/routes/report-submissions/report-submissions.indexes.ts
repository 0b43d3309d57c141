/** Indexes of report submission and moderation (routes/report-submissions, routes/admin-reports). */
import type { CollectionIndexes } from '../../indexes';

export const reportSubmissionIndexes: CollectionIndexes[] = [
  {
    collection: 'reports',
    indexes: [
      {
        fields: { status: 1, createdAt: -1 },
        why: 'GET /api/admin/reports: the pending reports, newest first',
      },
      {
        fields: { authorId: 1, createdAt: -1 },
        why: 'POST /api/reports: a user’s reports of the last 24 h (5 a day)',
      },
    ],
  },
];
