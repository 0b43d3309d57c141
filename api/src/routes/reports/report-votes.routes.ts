/**
 * POST /api/reports/{id}/vote { direction: 'up' | 'down' | 'none' }, signed in.
 *
 * Guarantees:
 * - one vote per user and report: the vote is one row with `_id` `${reportId}:${userId}`, set to the
 *   wanted direction (a state, not a toggle), so a repeat of the same vote changes nothing and a
 *   different one replaces it;
 * - an `Idempotency-Key` replays the first answer (http/idempotency.ts), so a retried request from
 *   the outbox runs once;
 * - the counts and score are recounted from the rows and written with a compare-and-set
 *   (services/reports/report-scores.ts tallyVotes): concurrent votes never lose or double a count;
 * - 404 for unknown, pending and rejected reports; VOTES_PER_USER per account (429).
 */
import type { RateLimit } from '../../auth/auth-rules';
import { hitRateLimit } from '../../auth/rate-limit';
import type { AuthEnv } from '../../auth/session-middleware';
import { isPublished } from '../../domain/reports/public-report';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { idempotency } from '../../http/idempotency';
import { createRouter } from '../../http/validation';
import {
  REPORT_VOTES,
  REPORTS,
  type ReportVoteDoc,
  tallyVotes,
  voteName,
} from '../../services/reports/report-scores';
import { DuplicateKeyError } from '../../store/types';
import { ReportParams, VoteAnswer, VoteBody } from './reports.schemas';

/** Plenty for reading and voting through a feed; stops one account from hammering the tallies. */
export const VOTES_PER_USER: RateLimit = { name: 'report-votes:user', limit: 60, windowMs: 10 * 60_000 };

const DIRECTION = { up: 1, down: -1, none: 0 } as const;

const voteRoute = (deps: AppDeps) =>
  defineRoute({
    access: 'user',
    method: 'post',
    path: '/{id}/vote',
    tags: ['Reports'],
    summary: "Vote a report up or down, or withdraw the vote ('none'); one vote per user",
    middleware: [idempotency(deps)] as const,
    request: {
      params: ReportParams,
      body: { required: true, content: { 'application/json': { schema: VoteBody } } },
    },
    responses: {
      200: {
        description: 'The counts after the vote',
        content: { 'application/json': { schema: VoteAnswer } },
      },
      ...errorResponses(400, 401, 404, 429),
    },
  });

export function reportVoteRoutes(deps: AppDeps) {
  const { store } = deps;
  const votes = store.collection<ReportVoteDoc>(REPORT_VOTES);
  return createRouter<AuthEnv>().openapi(voteRoute(deps), async (c) => {
    const { id } = c.req.valid('param');
    const direction = DIRECTION[c.req.valid('json').direction];
    const me = c.var.user;
    const report = await store.collection(REPORTS).findOne({ _id: id }, { projection: { status: 1 } });
    if (!report || !isPublished(report)) throw ApiError.notFound('Report not found.');
    await hitRateLimit(store, VOTES_PER_USER, me._id);

    const now = new Date();
    const key = { _id: `${id}:${me._id}` };
    const update = {
      $set: { direction, updatedAt: now },
      $setOnInsert: { reportId: id, userId: me._id, createdAt: now },
    };
    try {
      await votes.updateOne(key, update, { upsert: true });
    } catch (err) {
      // Two first votes at once: the other inserted the row; this one now sets it.
      if (!(err instanceof DuplicateKeyError)) throw err;
      await votes.updateOne(key, { $set: update.$set });
    }
    const counts = await tallyVotes(store, id, now);
    if (!counts) throw ApiError.notFound('Report not found.');
    c.header('Cache-Control', 'no-store');
    return c.json({ ...counts, myVote: voteName(direction) }, 200);
  });
}
