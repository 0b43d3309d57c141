/**
 * Community reports, read side, under /api/reports (spec part 2 §2, §7):
 *   GET /             the list: sort top/recent/trending, limit, offset, since, minScore, projectId
 *   GET /summary      the tiles: published reports, their up-votes, distinct developers
 *   GET /search       /reports/find: project, developer, locality, category, q
 *   GET /{id}         one report with its evidence photos, project slug and the caller's vote
 *   POST /{id}/vote   (report-votes.routes.ts)
 * One project's list, GET /api/projects/{idOrSlug}/reports, lives with the project routes
 * (projects/project-reports.routes.ts); both lists answer _shared/report-list.ts.
 * Public: only published reports (approved, or seeded with no status); no author is ever shown.
 */
import { z } from '@hono/zod-openapi';
import { publicReport, PUBLISHED, REPORT_PROJECTION, isPublished } from '../../domain/reports/public-report';
import { reportSearchFilter } from '../../domain/reports/report-search';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { ApiError, errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { withProjectSlugs } from '../../services/reports/project-slugs';
import { REPORT_VOTES, type ReportVoteDoc, voteName } from '../../services/reports/report-scores';
import { REPORTS, reportList, ReportListSchema, reportListQuery } from '../_shared/report-list';
import { reportVoteRoutes } from './report-votes.routes';
import { ReportDetailSchema, ReportParams, ReportSearchQuery, ReportSummarySchema } from './reports.schemas';
import { ResultCache } from '../../services/search/result-cache';

const TAGS = ['Reports'];
const json = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const listRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/',
  tags: TAGS,
  summary: 'Community reports: top rated, recent or trending',
  description:
    'top = score order (minScore 5 on the Top Rated tab); recent = newest first; trending = most ' +
    'up-votes among reports of the last 3 months (or since `since`). Score: see the README.',
  request: {
    query: z.object({
      ...reportListQuery,
      projectId: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Send one project id.')
        .optional()
        .openapi({ description: 'only this project’s reports' }),
    }),
  },
  responses: { 200: json(ReportListSchema, 'Reports'), ...errorResponses(400) },
});

const summaryRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/summary',
  tags: TAGS,
  summary: 'Summary tiles: active reports, total up-votes, distinct developers',
  responses: { 200: json(ReportSummarySchema, 'Computed from every published report') },
});

const searchRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/search',
  tags: TAGS,
  summary: 'Find reports by project, developer, locality and category',
  request: { query: ReportSearchQuery },
  responses: { 200: json(ReportListSchema, 'Matching reports, newest first'), ...errorResponses(400) },
});

const detailRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/{id}',
  tags: TAGS,
  summary: 'One published report',
  request: { params: ReportParams },
  responses: { 200: json(ReportDetailSchema, 'The report'), ...errorResponses(400, 404) },
});

/** Evidence photos are our own file URLs; anything else stored there is not shown. */
const photosOf = (v: unknown): string[] =>
  Array.isArray(v)
    ? v.filter((u): u is string => typeof u === 'string' && /^\/api\/files\/[\w.-]+$/.test(u))
    : [];

/** The summary tiles, per store and `reports` write version (result-cache.ts). */
const summaryCache = new ResultCache(4);

export function reportRoutes(deps: AppDeps) {
  const { store } = deps;
  const reports = store.collection(REPORTS);
  const list = reportList(store);
  return createRouter()
    .openapi(listRoute, async (c) => c.json(await list(c.req.valid('query')), 200))
    .openapi(summaryRoute, async (c) => {
      // Every page of /reports asks for the tiles: they are computed once per write to `reports`
      // (the cache is keyed on the collection's write version, so a vote or a decision shows at once).
      const tiles = await summaryCache.get([reports], 'summary', async () => {
        const docs = await reports.find(PUBLISHED, { projection: { upVotes: 1, developerName: 1 } });
        const developers = new Set(
          docs
            .map((d) => (typeof d.developerName === 'string' ? d.developerName.trim().toLowerCase() : ''))
            .filter(Boolean),
        );
        const upvotes = docs.reduce(
          (sum, d) => sum + (typeof d.upVotes === 'number' && d.upVotes > 0 ? d.upVotes : 0),
          0,
        );
        return { activeReports: docs.length, totalUpvotes: upvotes, developers: developers.size };
      });
      return c.json(tiles, 200);
    })
    .openapi(searchRoute, async (c) => {
      const { limit, offset, ...search } = c.req.valid('query');
      const filter = reportSearchFilter(search);
      const [docs, total] = await Promise.all([
        reports.find(filter, {
          sort: { createdAt: -1, _id: -1 },
          skip: offset,
          limit,
          projection: REPORT_PROJECTION,
        }),
        reports.count(filter),
      ]);
      return c.json({ items: await withProjectSlugs(store, docs.map(publicReport)), total }, 200);
    })
    .openapi(detailRoute, async (c) => {
      const { id } = c.req.valid('param');
      const doc = await reports.findOne({ _id: id });
      if (!doc || !isPublished(doc)) throw ApiError.notFound('Report not found.');
      const [[report], mine] = await Promise.all([
        withProjectSlugs(store, [publicReport(doc)]),
        c.var.user
          ? store.collection<ReportVoteDoc>(REPORT_VOTES).findOne({ _id: `${id}:${c.var.user._id}` })
          : null,
      ]);
      if (c.var.user) c.header('Cache-Control', 'private, no-store');
      return c.json(
        {
          ...report!,
          evidencePhotos: photosOf(doc.evidencePhotos),
          myVote: voteName(mine?.direction),
        },
        200,
      );
    })
    .route('/', reportVoteRoutes(deps));
}
