/**
 * The Escrow & Funds panel's admin edit (spec part 3 §2, §3 "Escrow edit model"):
 * PUT /api/projects/{idOrSlug}/escrow. Recorded in the project's history (section `escrow`) like
 * every editor write, and the score follows at once (escrow use is a score input).
 */
import { z } from '@hono/zod-openapi';
import type { AuthEnv } from '../../auth/session-middleware';
import { storedEscrow } from '../../domain/project-admin/section-writes';
import { escrowSnapshotOf } from '../../domain/project-admin/stored-views';
import { escrowView, type StoredEscrow } from '../../domain/projects/escrow-view';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { saveProjectSections } from '../../services/projects/save-sections';
import { loadProject } from './load-project';
import { EscrowEditSchema, EscrowViewSchema, ProjectRefParams } from './project-detail.schemas';

const escrowEditRoute = defineRoute({
  access: 'admin',
  method: 'put',
  path: '/{idOrSlug}/escrow',
  tags: ['admin'],
  summary: 'Admin: edit a project’s escrow record (Escrow & Funds panel); recorded in its history',
  request: {
    params: ProjectRefParams,
    body: { required: true, content: { 'application/json': { schema: EscrowEditSchema } } },
  },
  responses: {
    200: {
      description: 'Saved; the masked view',
      content: {
        'application/json': {
          schema: z.object({ success: z.literal(true), escrow: EscrowViewSchema.nullable() }),
        },
      },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

export function escrowEditRoutes(deps: AppDeps) {
  const { store } = deps;
  return createRouter<AuthEnv>().openapi(escrowEditRoute, async (c) => {
    const doc = await loadProject(store, c.req.valid('param').idOrSlug);
    const body = c.req.valid('json');
    // The form has no field for these: what is stored stays (an omitted account number too).
    const current = escrowSnapshotOf(doc);
    const next = storedEscrow(
      {
        ...body,
        branch: body.branch ?? current?.branch,
        loanPartners: body.loanPartners ?? current?.loanPartners,
        mandatoryDepositRequirements: current?.mandatoryDepositRequirements,
      },
      doc.escrow,
    );
    const saved = await saveProjectSections(store, doc, { escrow: { escrow: next } }, c.var.user._id);
    c.header('Cache-Control', 'no-store');
    return c.json(
      { success: true as const, escrow: escrowView(saved.doc.escrow as StoredEscrow | undefined) },
      200,
    );
  });
}
