/**
 * Indexes for community reports' read side and votes (reports.routes.ts, services/reports). The list
 * sorts' indexes are registered with the project detail (services/projects/project-detail.indexes.ts).
 */
import type { CollectionIndexes } from '../../indexes';
import { REPORT_VOTES, REPORTS } from '../../services/reports/report-scores';

export const reportReadIndexes: CollectionIndexes[] = [
  {
    collection: REPORTS,
    indexes: [
      { fields: { projectId: 1, createdAt: -1 }, why: "one project's reports and their count" },
      { fields: { rescoreAt: 1 }, why: 'scores due a rewrite after an age step (rescoreDue)' },
    ],
  },
  {
    collection: REPORT_VOTES,
    indexes: [
      {
        fields: { reportId: 1, direction: 1 },
        why: "a report's up and down votes, counted on every vote (tallyVotes)",
      },
    ],
  },
];
