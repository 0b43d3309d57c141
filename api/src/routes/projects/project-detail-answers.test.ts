/**
 * The project-detail answers are what /api/openapi.json says they are: every endpoint's answer for
 * every seeded project parses with its documented schema (project-detail.schemas.ts) and loses
 * nothing in the parse (a field the builder adds without documenting it fails here, as does a
 * documented type the data does not have). The PWA's types are these schemas' (api/src/wire/).
 */
import type { z } from '@hono/zod-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECTION_NAMES } from '../../domain/projects/public-detail';
import { seedIfNeeded } from '../../seed/seed';
import type { Doc } from '../../store/types';
import type { AuthKit } from '../auth/auth-test-kit';
import { authKit } from '../auth/auth-test-kit';
import {
  DeveloperSectionSchema,
  FloorplansSchema,
  ProjectDetailSchema,
  SectionSchemas,
} from './project-detail.schemas';

let kit: AuthKit;
let projects: Doc[];

beforeAll(async () => {
  kit = await authKit();
  await seedIfNeeded(kit.store, { listings: 10, projects: 12 });
  projects = await kit.store.collection('projects').find({}, { sort: { slug: 1 } });
}, 120_000);
afterAll(() => kit.close());

/** The answer of `path`, which must parse with `schema` to exactly itself. */
async function expectDocumented(path: string, schema: z.ZodType) {
  const res = await kit.get(path);
  expect(res.status, path).toBe(200);
  const body: unknown = await res.json();
  const parsed = schema.safeParse(body);
  expect(parsed.error?.issues ?? [], path).toEqual([]);
  expect(parsed.data, `${path}: a field the schema does not describe`).toEqual(body);
}

describe('project-detail answers match their OpenAPI schemas', () => {
  it('GET /api/projects/{idOrSlug} and /developer, /floorplans for every seeded project', async () => {
    expect(projects.length).toBeGreaterThan(5);
    for (const p of projects) {
      const base = `/api/projects/${String(p.slug)}`;
      await expectDocumented(base, ProjectDetailSchema);
      await expectDocumented(`${base}/developer`, DeveloperSectionSchema);
      await expectDocumented(`${base}/floorplans`, FloorplansSchema);
    }
  });

  it('every section for every seeded project', async () => {
    for (const p of projects)
      for (const name of SECTION_NAMES)
        await expectDocumented(`/api/projects/${String(p.slug)}/${name}`, SectionSchemas[name]);
  });

  it('a project with nothing but a name still matches (absent fields stay absent, sections empty)', async () => {
    await kit.store
      .collection('projects')
      .insertOne({ _id: 'bare0000000000000000000a', slug: 'bare-project', name: 'Bare' });
    await expectDocumented('/api/projects/bare-project', ProjectDetailSchema);
    await expectDocumented('/api/projects/bare-project/developer', DeveloperSectionSchema);
    await expectDocumented('/api/projects/bare-project/floorplans', FloorplansSchema);
    for (const name of SECTION_NAMES)
      await expectDocumented(`/api/projects/bare-project/${name}`, SectionSchemas[name]);
  });
});
