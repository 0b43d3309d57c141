/**
 * The Admin Editor's panels (spec part 3 §2, §7; issue 19): the snapshot it loads, and one save per
 * JSON panel — Construction, Legal & Escrow and Amenities/Unit Mix/Location (merge), Cost Sheet —
 * (the Escrow & Funds form's PUT /projects/{id}/escrow stays in routes/projects). Every save is validated whole before
 * the single history-recorded write (services/projects/save-sections.ts), then the score follows.
 */
import { normaliseLegalEscrow } from '../../domain/project-admin/legal-escrow-shorthands';
import { z } from '@hono/zod-openapi';
import type { AuthEnv } from '../../auth/session-middleware';
import {
  constructionWrites,
  legalWrites,
  livingWrites,
  storedEscrow,
  type SectionWrites,
} from '../../domain/project-admin/section-writes';
import {
  ConstructionInput,
  CostSheetInput,
  EscrowSection,
  LegalSection,
  LIVING_KEYS,
  LivingPayload,
  MergeInput,
  normaliseConstruction,
  normaliseCostSheet,
} from '../../domain/project-admin/sections';
import {
  constructionOf,
  costSheetOf,
  escrowSnapshotOf,
  legalOf,
  livingOf,
  str,
} from '../../domain/project-admin/stored-views';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { saveProjectSections } from '../../services/projects/save-sections';
import { changeAnswer, invalidPart, json, jsonBody, loadProject, nothingToUpdate } from './editor-kit';
import {
  AdminProjectSnapshot,
  ConstructionAnswer,
  CostSheetAnswer,
  MergeAnswer,
  ProjectParams,
} from './project-admin.schemas';

const admin = { access: 'admin' as const, tags: ['admin', 'Project editors'] };
const errors = errorResponses(400, 401, 403, 404);

const snapshotRoute = defineRoute({
  ...admin,
  method: 'get',
  path: '/{id}/admin/snapshot',
  summary: 'Admin Editor: the project’s construction, legal, escrow (masked), amenities and cost sheet',
  request: { params: ProjectParams },
  responses: { 200: json(AdminProjectSnapshot, 'The snapshot'), ...errors },
});

const constructionRoute = defineRoute({
  ...admin,
  method: 'put',
  path: '/{id}/admin/construction',
  summary: 'Admin Editor: save the Construction panel (keys it leaves out keep their value)',
  request: { params: ProjectParams, body: jsonBody(ConstructionInput) },
  responses: { 200: json(ConstructionAnswer, 'Saved'), ...errors },
});

const mergeRoute = defineRoute({
  ...admin,
  method: 'post',
  path: '/{id}/admin/merge',
  summary:
    'Admin Editor: merge the Legal & Escrow panel (shorthands allowed) or the Amenities/Unit Mix/Location panel',
  request: { params: ProjectParams, body: jsonBody(MergeInput) },
  responses: { 200: json(MergeAnswer, 'Merged'), ...errors },
});

/** `{ costSheet: {...} }` is the legacy editor's wrapping of the same body. */
const CostSheetBody = z.preprocess(
  (v) =>
    v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 1 && 'costSheet' in v
      ? v.costSheet
      : v,
  CostSheetInput,
);

const costSheetRoute = defineRoute({
  ...admin,
  method: 'put',
  path: '/{id}/admin/cost-sheet',
  summary: 'Admin Editor: save the cost sheet (also accepted wrapped as {costSheet})',
  request: { params: ProjectParams, body: jsonBody(CostSheetBody) },
  responses: { 200: json(CostSheetAnswer, 'Saved'), ...errors },
});

/** Validates a merged part with its section schema, naming paths under `legal.` / `escrow.`. */
function parsePart<S extends z.ZodType>(schema: S, prefix: string, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidPart(prefix, parsed.error);
  return parsed.data;
}

export function panelRoutes(deps: AppDeps) {
  const { store } = deps;
  return createRouter<AuthEnv>()
    .openapi(snapshotRoute, async (c) => {
      const doc = await loadProject(store, c.req.valid('param').id);
      c.header('Cache-Control', 'no-store');
      const project = {
        id: doc._id,
        slug: str(doc.slug) ?? null,
        name: str(doc.name) ?? null,
        construction: constructionOf(doc),
        legal: legalOf(doc),
        escrow: escrowSnapshotOf(doc),
        amenities: livingOf(doc),
        costSheet: costSheetOf(doc),
      };
      return c.json({ project }, 200);
    })
    .openapi(constructionRoute, async (c) => {
      const doc = await loadProject(store, c.req.valid('param').id);
      const section = normaliseConstruction(c.req.valid('json'));
      const writes = constructionWrites(section, doc);
      if (Object.keys(writes).length === 0) throw nothingToUpdate();
      const saved = await saveProjectSections(store, doc, { construction: writes }, c.var.user._id);
      c.header('Cache-Control', 'no-store');
      const change = await changeAnswer(store, saved.change);
      return c.json({ ok: true as const, construction: constructionOf(saved.doc), change }, 200);
    })
    .openapi(mergeRoute, async (c) => {
      const doc = await loadProject(store, c.req.valid('param').id);
      const body = c.req.valid('json');
      const { legal, escrow } = normaliseLegalEscrow(body);
      const writes: SectionWrites = {};
      // Each part is merged onto what is stored and must then be a whole section.
      if (legal)
        writes.legal = legalWrites(parsePart(LegalSection, 'legal', { ...(legalOf(doc) ?? {}), ...legal }));
      if (escrow) {
        const stored = { ...(escrowSnapshotOf(doc) ?? {}), accountMasked: undefined };
        const edit = parsePart(EscrowSection, 'escrow', { ...stored, ...escrow });
        writes.escrow = { escrow: storedEscrow(edit, doc.escrow) };
      }
      const living = Object.fromEntries(
        LIVING_KEYS.flatMap((k) => (body[k] !== undefined ? [[k, body[k]]] : [])),
      );
      if (Object.keys(living).length > 0)
        Object.assign(writes, livingWrites(parsePart(LivingPayload, '', living), doc));
      if (Object.keys(writes).length === 0) throw nothingToUpdate();
      const saved = await saveProjectSections(store, doc, writes, c.var.user._id);
      c.header('Cache-Control', 'no-store');
      const change = await changeAnswer(store, saved.change);
      return c.json({ ok: true as const, merged: Object.keys(writes), change }, 200);
    })
    .openapi(costSheetRoute, async (c) => {
      const doc = await loadProject(store, c.req.valid('param').id);
      const sheet = normaliseCostSheet(c.req.valid('json'));
      const saved = await saveProjectSections(
        store,
        doc,
        { costSheet: { costSheet: sheet } },
        c.var.user._id,
      );
      c.header('Cache-Control', 'no-store');
      const change = await changeAnswer(store, saved.change);
      return c.json({ ok: true as const, costSheet: costSheetOf(saved.doc) ?? sheet, change }, 200);
    });
}
