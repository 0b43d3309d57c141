/**
 * Test support for the document-driven suites (access.test.ts, fuzz.test.ts): the real app on a
 * seeded temp store, an owner with a pending listing and an upload, another user, an admin, real
 * path parameter values, and the app's own /api/openapi.json.
 */
import { expect } from 'vitest';
import { loadEnv } from '../../env';
import type { Access } from '../../http/define-route';
import { silentLogger } from '../../http/logger';
import { prepareStore } from '../../startup';
import { homeBody } from '../_shared/posting-fixtures';
import type { PostingKit } from '../_shared/posting-test-kit';
import { ADMIN_EMAIL, postingKit } from '../_shared/posting-test-kit';
import type { OpenApiOperation } from './fuzz-cases';

export interface Operation extends OpenApiOperation {
  'x-access'?: Access;
  security?: Record<string, string[]>[];
}
export type OpenApiDoc = { paths: Record<string, Record<string, Operation>>; components?: object };

export interface SeededKit {
  kit: PostingKit;
  doc: OpenApiDoc;
  tokens: { owner: string; other: string; admin: string };
  /** Real values by path parameter name: the owner's listing, a seeded project, a live listing. */
  params: Record<string, string>;
  /** `/api/files/{id}` names an upload, not a listing. */
  paramsFor(path: string): Record<string, string>;
  /** Every operation; logout last, since it revokes the session the later calls use. */
  operations(): { method: string; path: string; op: Operation }[];
}

export async function seededKit(): Promise<SeededKit> {
  // The fuzz uploads a fresh photo for every listing it breaks: far above a person's upload rate.
  const kit = await postingKit({ UPLOADS_PER_MINUTE: '100000', UPLOADS_PER_HOUR: '1000000' });
  const env = loadEnv({ SEED: 'on', SEED_LISTINGS: '12', SEED_PROJECTS: '2', ADMIN_EMAILS: ADMIN_EMAIL });
  await prepareStore(kit.store, env, silentLogger);
  const owner = (await kit.newPoster()).token;
  const other = (await kit.newPoster()).token;
  const uploads = await kit.photos(owner, 2);
  const created = await kit.postJson('/api/user-properties', owner, homeBody(uploads.slice(0, 1)));
  expect(created.status).toBe(201);
  const project = await kit.store.collection('projects').findOne({});
  const listing = await kit.store.collection('listings').findOne({ status: 'live' });
  const params = {
    id: ((await created.json()) as { id: string }).id,
    idOrSlug: String(project!.slug),
    projectId: String(project!._id),
    slugOrId: String(listing!._id),
  };
  const fileId = uploads[1]!.split('/').pop()!;
  const doc = (await (await kit.get('/api/openapi.json')).json()) as OpenApiDoc;
  return {
    kit,
    doc,
    tokens: { owner, other, admin: kit.adminToken },
    params,
    paramsFor: (path) => (path.startsWith('/api/files/') ? { ...params, id: fileId } : params),
    operations() {
      const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
      );
      const last = (p: string) => Number(p.endsWith('/logout'));
      return ops.sort((a, b) => last(a.path) - last(b.path));
    },
  };
}
