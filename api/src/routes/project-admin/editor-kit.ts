/**
 * What every project-editor route shares: loading the project by id or slug, the JSON response
 * helper, the 400s an editor shows after 'Save failed: ', and the recorded change as it is answered.
 */
import type { z } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import { changeView } from '../../domain/project-admin/history-view';
import { projectRefFilter } from '../../domain/projects/project-ref';
import { ApiError } from '../../http/errors';
import { describeZodError } from '../../http/validation';
import type { AdminChange } from '../../services/admin-changes/admin-changes';
import { changeParts } from '../../services/admin-changes/revert-change';
import { adminNames } from '../../services/projects/save-sections';
import type { Doc, Store } from '../../store/types';

export async function loadProject(store: Store, idOrSlug: string): Promise<Doc> {
  const doc = await store.collection('projects').findOne(projectRefFilter(idOrSlug));
  if (!doc) throw ApiError.notFound('Project not found.');
  return doc;
}

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** A zod failure of one part of a body, its paths under `prefix` (e.g. `escrow.ifsc`; '' = none). */
export function invalidPart(prefix: string, error: ZodError): ApiError {
  const { fields } = describeZodError(error, 'json');
  const prefixed = Object.fromEntries(
    Object.entries(fields).map(([path, message]) => [
      !prefix ? path : path === 'body' ? prefix : `${prefix}.${path}`,
      message,
    ]),
  );
  return invalidFields(prefixed);
}

export function invalidFields(fields: Record<string, string>): ApiError {
  const parts = Object.entries(fields).map(([path, msg]) => `${path} — ${msg.replace(/[.\s]+$/, '')}`);
  return ApiError.badRequest(`Invalid request: ${parts.join('; ')}.`, fields);
}

export const nothingToUpdate = () => new ApiError(400, 'nothing_to_update', 'Nothing to update');

/**
 * The change as the history lists it (admin names resolved, account numbers masked). Just made, it
 * is the latest word on its fields: every part of it can be reverted.
 */
export async function changeAnswer(store: Store, change: AdminChange | null) {
  if (!change) return null;
  const states = changeParts(change).map((part) => ({ part, block: null }));
  return changeView(change, await adminNames(store, [change]), states);
}
