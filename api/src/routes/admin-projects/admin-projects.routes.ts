/**
 * Admins add a project (issue 19 "Create a project"; the spec only edits existing ones):
 *   POST /api/admin/projects { name, developer, city, locality, reraId, status? } → 201
 * The project starts with what an admin knows on day one and nothing invented: no price, units,
 * photos or construction record until the editors add them; its derived discovery fields and score
 * are computed at once (refreshProjectDerived), so it is searchable straight away, and the saved
 * project searches it matches alert their owners (issue 17, one alert a search a day).
 *
 * Idempotency-Key required: the project's id is derived from admin + key, so a retry after a lost
 * answer or a crash between the insert and the answer finds the stored project instead of adding a
 * second one. The creation is one admin_changes record (`created: true`, the typed fields), written
 * through applyAdminChange like every editor save, so the project's history starts at its birth.
 */
import { createHash } from 'node:crypto';
import type { AuthEnv } from '../../auth/session-middleware';
import { stateOf } from '../../domain/posting/common-rules';
import { slugify } from '../../domain/format/slug';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { errorResponses } from '../../http/errors';
import { IDEMPOTENCY_HEADER, idempotency } from '../../http/idempotency';
import { createRouter } from '../../http/validation';
import { applyAdminChange } from '../../services/admin-changes/admin-changes';
import { refreshProjectDerived } from '../../services/projects/refresh-derived';
import { alertProjectSearches } from '../../services/saved-searches/saved-search-alerts';
import type { Doc, Store } from '../../store/types';
import {
  AdminProjectList,
  AdminProjectListQuery,
  CreatedProject,
  CreateProjectBody,
} from './admin-projects.schemas';

const PAGE_SIZE = 20;

const listRoute = defineRoute({
  access: 'admin',
  method: 'get',
  path: '/',
  tags: ['admin', 'Projects'],
  summary: 'Every project for the editors, newest updated first (q searches name, developer, locality, slug)',
  request: { query: AdminProjectListQuery },
  responses: {
    200: { description: 'One page', content: { 'application/json': { schema: AdminProjectList } } },
    ...errorResponses(400, 401, 403),
  },
});

const text = (v: unknown) => (typeof v === 'string' ? v : null);
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : typeof v === 'string' ? v : null);

const createRoute = (deps: AppDeps) =>
  defineRoute({
    access: 'admin',
    method: 'post',
    path: '/',
    tags: ['admin', 'Projects'],
    summary: 'Add a project: name, developer, city, locality and RERA id (Idempotency-Key required)',
    middleware: [idempotency(deps, { required: true })] as const,
    request: { body: { content: { 'application/json': { schema: CreateProjectBody } }, required: true } },
    responses: {
      201: { description: 'Created', content: { 'application/json': { schema: CreatedProject } } },
      ...errorResponses(400, 401, 403, 409, 422),
    },
  });

/** Every attempt of one creation shares this id: 24 hex, like newId(). */
const projectIdFor = (adminId: string, key: string) =>
  createHash('sha256').update(`project\n${adminId}\n${key}`).digest('hex').slice(0, 24);

/** 'Solace Avenue' in Sector 45 → 'solace-avenue', or 'solace-avenue-sector-45' when taken, then -2, -3… */
async function freeSlug(store: Store, name: string, locality: string): Promise<string> {
  const projects = store.collection('projects');
  const base = slugify(name).slice(0, 80) || 'project';
  const candidates = [base, `${base}-${slugify(locality).slice(0, 40)}`];
  for (let n = 2; n < 50; n++) candidates.push(`${candidates[1]}-${n}`);
  for (const slug of candidates) {
    if (!(await projects.findOne({ slug }, { projection: { _id: 1 } }))) return slug;
  }
  return `${base}-${Date.now().toString(36)}`;
}

/** The developer record of that name, when there is one (the score reads its track record). */
async function developerIdOf(store: Store, name: string): Promise<string | undefined> {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = await store
    .collection('developers')
    .findOne({ name: { $regex: `^${escaped}$`, $options: 'i' } }, { projection: { _id: 1 } });
  return found ? String(found._id) : undefined;
}

export function adminProjectRoutes(deps: AppDeps) {
  const { store, log } = deps;
  return createRouter<AuthEnv>()
    .openapi(listRoute, async (c) => {
      const { q, page } = c.req.valid('query');
      // The typed words, literally (escaped): an admin search is not a pattern language.
      const pattern = q ? { $regex: q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), $options: 'i' } : null;
      const filter = pattern
        ? { $or: [{ name: pattern }, { developer: pattern }, { locality: pattern }, { slug: pattern }] }
        : {};
      const projects = store.collection('projects');
      const total = await projects.count(filter);
      const docs = await projects.find(filter, {
        sort: { updatedAt: -1, _id: -1 },
        skip: (page - 1) * PAGE_SIZE,
        limit: PAGE_SIZE,
        projection: { slug: 1, name: 1, developer: 1, city: 1, locality: 1, status: 1, updatedAt: 1 },
      });
      const items = docs.map((d) => ({
        id: d._id,
        slug: text(d.slug),
        name: text(d.name),
        developer: text(d.developer),
        city: text(d.city),
        locality: text(d.locality),
        status: text(d.status),
        updatedAt: iso(d.updatedAt),
      }));
      c.header('Cache-Control', 'no-store');
      return c.json({ items, total, page, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) }, 200);
    })
    .openapi(createRoute(deps), async (c) => {
      const body = c.req.valid('json');
      const adminId = c.var.user._id;
      const key = c.req.header(IDEMPOTENCY_HEADER) ?? '';
      const id = projectIdFor(adminId, key);
      const projects = store.collection('projects');
      let doc: Doc | null = await projects.findOne({ _id: id });
      if (!doc) {
        const now = new Date();
        const developerId = await developerIdOf(store, body.developer);
        // Recorded in the admin history like every editor write (who, when, which fields): the
        // fields the admin typed (and the slug they make) are the change; the rest are defaults.
        const created = await applyAdminChange(store, {
          entity: 'project',
          entityId: id,
          create: true,
          sections: ['created'],
          fields: {
            name: body.name,
            developer: body.developer,
            city: body.city,
            locality: body.locality,
            status: body.status,
            'legal.rera.number': body.reraId,
            slug: await freeSlug(store, body.name, body.locality),
          },
          alsoSet: {
            ...(developerId ? { developerId } : {}),
            state: stateOf(body.city),
            microMarket: body.locality,
            saleType: 'primary',
            featured: false,
            verified: false,
            propertyTypes: [],
            bhk: [],
            amenities: [],
            images: [],
            createdBy: adminId,
            createdAt: now,
            updatedAt: now,
          },
          by: adminId,
        });
        // null only when a racing insert of another id took the slug: a server fault, not ours.
        doc = created.doc;
        if (!doc) throw new Error(`project ${id} could not be created`);
      }
      // Derived fields and alerts are rerun on a retry too: both are idempotent.
      await refreshProjectDerived(store, doc);
      let alerted = 0;
      try {
        alerted = await alertProjectSearches(store, id);
      } catch (err) {
        log.error('saved searches: project alerts failed', err);
      }
      return c.json({ id, slug: String(doc.slug), name: String(doc.name), alerted }, 201);
    });
}
