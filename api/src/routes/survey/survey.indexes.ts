/** Indexes for submitted surveys (survey.routes.ts). */
import type { CollectionIndexes } from '../../indexes';
import { SURVEYS } from './survey.routes';

export const surveyIndexes: CollectionIndexes[] = [
  {
    collection: SURVEYS,
    indexes: [
      {
        fields: { userId: 1, submittedAt: -1 },
        why: "a user's surveys, newest first (their data export; the account holds the latest)",
      },
      {
        fields: { status: 1, submittedAt: -1 },
        why: 'survey analytics over a period: pending, attached (turned into a sign-up) and stored surveys',
      },
    ],
  },
];
