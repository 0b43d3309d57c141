/**
 * POST /api/reports: a signed-in user submits a community report on a project (issue 18, /report).
 * Mounted at /api/reports beside the read side's router (routes/reports), which owns the GETs.
 *
 * Stored `pending` (the public sees it only once /admin/check-report approves it) with the project's
 * name, developer and location copied, no votes, and the evidence photos claimed like a listing's
 * (services/uploads: the caller's own uploads, none used elsewhere).
 *
 * Exactly once: with an Idempotency-Key (the app's outbox always sends one) the report id is
 * derived from (author, key), so a replay — after a lost answer, a crash, or once the idempotency
 * layer forgot the key — finds the stored report and answers it again (201); the same key with
 * another report is 422. At most REPORTS_PER_DAY new reports per user in 24 h (429), counted from
 * the stored reports: a replay never counts twice, and nobody else's reports count against you.
 */
import { createHash } from 'node:crypto';
import type { AuthEnv } from '../../auth/session-middleware';
import { projectRefFilter } from '../../domain/projects/project-ref';
import { ReportSubmissionBody, SubmittedReport } from '../../domain/reports/report-submission';
import type { ReportSubmission } from '../../domain/reports/report-submission';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { IDEMPOTENCY_HEADER, idempotency, KEY_REUSED, requestHash } from '../../http/idempotency';
import { createRouter } from '../../http/validation';
import { claimUploads, confirmClaims, fileIdOf, releaseUploads } from '../../services/uploads/uploads';
import { newId } from '../../store/new-id';
import type { Doc } from '../../store/types';
import { DuplicateKeyError } from '../../store/types';
import { NOT_YOUR_UPLOADS as PHOTOS_NOT_YOURS } from '../_shared/create-listing';
import { REPORTS } from '../_shared/report-list';

export const REPORTS_PER_DAY = 5;
export { NOT_YOUR_UPLOADS as PHOTOS_NOT_YOURS } from '../_shared/create-listing';
export const PROJECT_NOT_FOUND = 'That project was not found. Choose one from the suggestions.';
const DAY_MS = 86_400_000;

const submitRoute = (deps: AppDeps) =>
  defineRoute({
    access: 'user',
    method: 'post',
    path: '/',
    tags: ['Reports'],
    summary: 'Submit a community report on a project (pending until an admin approves it)',
    description: `Session required. \`photos\` are urls from POST /api/upload owned by the caller. Send an ${IDEMPOTENCY_HEADER}: a replay answers the first result. At most ${REPORTS_PER_DAY} reports a day per user.`,
    middleware: [idempotency(deps)] as const,
    request: {
      body: { required: true, content: { 'application/json': { schema: ReportSubmissionBody } } },
    },
    responses: {
      201: {
        description: 'Stored, pending review',
        content: { 'application/json': { schema: SubmittedReport } },
      },
      ...errorResponses(400, 401, 409, 422, 429),
    },
  });

/** The report id every attempt of one submission shares: 24 hex, like `newId()`. */
export function reportIdFor(authorId: string, clientKey: string): string {
  return createHash('sha256').update(`report\n${authorId}\n${clientKey}`).digest('hex').slice(0, 24);
}

const answerOf = (doc: Doc) => ({
  id: doc._id,
  status: 'pending' as const,
  title: String(doc.title),
  projectName: typeof doc.projectName === 'string' ? doc.projectName : null,
});

export function reportSubmissionRoutes(deps: AppDeps) {
  const { store } = deps;
  const reports = store.collection(REPORTS);

  /** The stored report of this key: its first answer, or 422 when the key named another report. */
  const replayOf = (stored: Doc, hash: string | undefined) =>
    stored.submissionHash === hash ? answerOf(stored) : null;

  return createRouter<AuthEnv>().openapi(submitRoute(deps), async (c) => {
    const body: ReportSubmission = c.req.valid('json');
    const userId = c.var.user._id;
    const key = c.req.header(IDEMPOTENCY_HEADER) || undefined;
    c.header('Cache-Control', 'no-store');

    const photoIds = body.photos.map(fileIdOf);
    if (photoIds.includes(null) || new Set(photoIds).size !== photoIds.length)
      throw ApiError.badRequest(PHOTOS_NOT_YOURS, { photos: PHOTOS_NOT_YOURS });
    const project = await store.collection('projects').findOne(projectRefFilter(body.projectId), {
      projection: { name: 1, developer: 1, locality: 1, city: 1 },
    });
    if (!project) throw ApiError.badRequest(PROJECT_NOT_FOUND, { projectId: PROJECT_NOT_FOUND });

    const _id = key ? reportIdFor(userId, key) : newId();
    const hash = key
      ? requestHash('POST', 'report', JSON.stringify({ ...body, projectId: project._id }))
      : undefined;
    const ids = photoIds as string[];
    if (key) {
      const stored = await reports.findOne({ _id });
      if (stored) {
        const answer = replayOf(stored, hash);
        if (!answer) return c.json(KEY_REUSED, 422);
        await confirmClaims(store, userId, _id, ids);
        c.header('Idempotent-Replayed', 'true');
        return c.json(answer, 201);
      }
    }

    const now = new Date();
    const today = await reports.count({
      authorId: userId,
      createdAt: { $gt: new Date(now.getTime() - DAY_MS) },
    });
    if (today >= REPORTS_PER_DAY)
      throw ApiError.rateLimited(
        60 * 60,
        `You can submit ${REPORTS_PER_DAY} reports a day. Your report is kept on this phone; try again tomorrow.`,
      );

    if (!(await claimUploads(store, userId, _id, ids))) {
      throw ApiError.badRequest(PHOTOS_NOT_YOURS, { photos: PHOTOS_NOT_YOURS });
    }
    const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);
    const location = [str(project.locality), str(project.city)].filter(Boolean).join(', ') || null;
    const doc = {
      _id,
      title: body.title,
      description: body.description,
      category: body.category,
      projectId: project._id,
      projectName: str(project.name),
      developerName: str(project.developer),
      location,
      photos: body.photos,
      status: 'pending',
      authorId: userId,
      upVotes: 0,
      downVotes: 0,
      score: 0,
      ...(hash ? { submissionHash: hash } : {}),
      createdAt: now,
      updatedAt: now,
    };
    try {
      await reports.insertOne(doc);
    } catch (err) {
      // A twin attempt of this submission stored it first: answer that one.
      const stored = err instanceof DuplicateKeyError ? await reports.findOne({ _id }) : null;
      if (!stored) {
        await releaseUploads(store, _id, now).catch(() => undefined);
        throw err;
      }
      const answer = replayOf(stored, hash);
      if (!answer) return c.json(KEY_REUSED, 422);
      await confirmClaims(store, userId, _id, ids);
      return c.json(answer, 201);
    }
    await confirmClaims(store, userId, _id, ids);
    return c.json(answerOf(doc), 201);
  });
}
