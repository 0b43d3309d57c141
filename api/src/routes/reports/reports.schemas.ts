/** Wire shapes of the reports read side: one report, the summary tiles, search and votes. */
import { z } from '@hono/zod-openapi';
import { REPORT_CATEGORIES, VOTE_DIRECTIONS } from '../../domain/reports/report-categories';
import { enumParam, intParam } from '../../domain/search/query-params';
import { ReportSchema } from '../_shared/report-list.schemas';

export const REPORT_ID_MESSAGE = 'Send a report id (letters, digits, - and _).';
export const ReportParams = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, REPORT_ID_MESSAGE)
    .openapi({ param: { name: 'id', in: 'path' } }),
});

export const ReportDetailSchema = ReportSchema.extend({
  evidencePhotos: z.array(z.string()),
  myVote: z.enum(['up', 'down']).nullable().openapi({ description: "the signed-in caller's vote" }),
}).openapi('ReportDetail');

export const ReportSummarySchema = z
  .object({
    activeReports: z.number().int(),
    totalUpvotes: z.number().int(),
    developers: z.number().int().openapi({ description: 'distinct developers reported on' }),
  })
  .openapi('ReportSummary');

export const SEARCH_TEXT_MESSAGE = "Use letters, digits, spaces and . , ' & ( ) / - only (up to 80).";
/** Plain words only: nothing a query language or a pattern could read as an operator. */
const searchText = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const text = raw?.trim().replace(/\s+/g, ' ') ?? '';
    if (text === '') return undefined;
    if (text.length > 80 || !/^[\p{L}\p{N} .,'&()/-]+$/u.test(text)) {
      ctx.addIssue({ code: 'custom', message: SEARCH_TEXT_MESSAGE });
      return z.NEVER;
    }
    return text;
  });

export const ReportSearchQuery = z.object({
  q: searchText.openapi({ description: 'words in the title, project, developer or location' }),
  project: searchText.openapi({ description: 'project name' }),
  developer: searchText.openapi({ description: 'developer name' }),
  locality: searchText.openapi({ description: 'locality or city' }),
  category: enumParam(REPORT_CATEGORIES),
  limit: intParam(1, 50, 20),
  offset: intParam(0, 10_000, 0),
});

export const VOTE_MESSAGE = "Choose direction 'up', 'down' or 'none'.";
export const VoteBody = z.object({
  direction: z.enum(VOTE_DIRECTIONS, { error: VOTE_MESSAGE }),
});

export const VoteAnswer = z
  .object({
    upVotes: z.number().int(),
    downVotes: z.number().int(),
    score: z.number().int(),
    myVote: z.enum(['up', 'down']).nullable(),
  })
  .openapi('ReportVote');
