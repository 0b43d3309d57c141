/**
 * Every project-editor route is admin-only (DECISIONS.md: decided on the server from the stored
 * role): anonymous 401, a signed-in buyer 403 and nothing written, an admin 2xx with no-store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Doc } from '../../store/types';
import { editorsKit, type EditorsKit } from './editors-test-kit';

let kit: EditorsKit;
let project: Doc;

beforeAll(async () => {
  kit = await editorsKit();
  project = await kit.newProject();
});
afterAll(() => kit.close());

type Call = [method: string, path: (id: string) => string, body?: unknown];
const CALLS: Call[] = [
  ['GET', () => '/api/admin/projects'],
  ['GET', (id) => `/api/projects/${id}/admin/snapshot`],
  ['PUT', (id) => `/api/projects/${id}/admin/construction`, { constructionStatus: 'Ready to Move' }],
  ['POST', (id) => `/api/projects/${id}/admin/merge`, { reraNo: 'UPRERAPRJ999999' }],
  ['PUT', (id) => `/api/projects/${id}/admin/cost-sheet`, { items: [{ label: 'BSP', amount: 100 }] }],
  ['GET', (id) => `/api/projects/${id}/admin/modern-details`],
  ['PUT', (id) => `/api/projects/${id}/admin/modern-details`, { hero: { title: 'Kestrel' } }],
  ['GET', (id) => `/api/projects/${id}/admin/quality-audits`],
  ['PUT', (id) => `/api/projects/${id}/admin/quality-audits`, { reports: [{ title: 'Cube test' }] }],
  ['PUT', (id) => `/api/projects/${id}/quality-audits`, { reports: [{ title: 'Cube test 2' }] }],
  ['GET', (id) => `/api/projects/${id}/admin/legacy`],
  ['PUT', (id) => `/api/projects/${id}`, { name: 'Kestrel Court II' }],
  ['GET', (id) => `/api/projects/${id}/admin/history`],
  [
    'PUT',
    (id) => `/api/projects/${id}/escrow`,
    { bankName: 'HDFC Bank', ifsc: 'HDFC0001234', totals: { collected: 1000, utilized: 400 } },
  ],
];

describe('project editors: admin only', () => {
  for (const [method, path, body] of CALLS) {
    it(`${method} ${path(':id')}: anonymous 401, buyer 403, admin 2xx`, async () => {
      const before = await kit.stored(project._id);
      expect((await kit.send(method, path(project._id), body)).status).toBe(401);
      expect((await kit.send(method, path(project._id), body, kit.buyer)).status).toBe(403);
      expect(await kit.stored(project._id)).toEqual(before);
      const ok = await kit.send(method, path(project._id), body, kit.admin);
      expect(ok.status, await ok.clone().text()).toBe(200);
      expect(ok.headers.get('Cache-Control')).toContain('no-store');
    });
  }

  it('revert: anonymous 401, buyer 403, admin 200; an unknown change 404', async () => {
    const history = (await (
      await kit.send('GET', `/api/projects/${project._id}/admin/history`, undefined, kit.admin)
    ).json()) as {
      items: { id: string }[];
    };
    const changeId = history.items[0]!.id;
    const path = `/api/projects/${project._id}/admin/history/${changeId}/revert`;
    expect((await kit.send('POST', path)).status).toBe(401);
    expect((await kit.send('POST', path, undefined, kit.buyer)).status).toBe(403);
    expect((await kit.send('POST', path, undefined, kit.admin)).status).toBe(200);
    const unknown = `/api/projects/${project._id}/admin/history/nochange123/revert`;
    expect((await kit.send('POST', unknown, undefined, kit.admin)).status).toBe(404);
  });

  it('an unknown project is a 404 for an admin', async () => {
    const res = await kit.send('GET', '/api/projects/no-such-project/admin/snapshot', undefined, kit.admin);
    expect(res.status).toBe(404);
  });
});
