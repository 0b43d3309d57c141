/**
 * Test support for the project editors' suites: the real app on a real temp store (auth-test-kit;
 * FerretDB when MONGODB_TEST_URI is set), an admin and a buyer signed in through OTP, and projects
 * stored the way the seed stores them (possession quarters as 'Q4', a free-text construction
 * status, a full escrow account number), so the editors are tested against realistic records.
 */
import type { AuthKit } from '../auth/auth-test-kit';
import { authKit, bearer, freshEmail } from '../auth/auth-test-kit';
import { newId } from '../../store/new-id';
import type { Doc } from '../../store/types';

const ADMIN = 'editor-admin@propai.example';

export interface EditorsKit extends AuthKit {
  admin: Record<string, string>;
  buyer: Record<string, string>;
  /** Sends JSON (a string body is sent as is, to test malformed JSON). */
  send(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  newProject(extra?: Record<string, unknown>): Promise<Doc>;
  stored(id: string): Promise<Doc>;
}

let n = 0;

export async function editorsKit(): Promise<EditorsKit> {
  const kit = await authKit({ ADMIN_EMAILS: ADMIN });
  const admin = bearer((await kit.signIn(ADMIN)).token);
  const buyer = bearer((await kit.signIn(freshEmail('buyer'))).token);
  const send: EditorsKit['send'] = async (method, path, body, headers = {}) =>
    kit.app.request(path, {
      method,
      headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  return Object.assign(kit, {
    admin,
    buyer,
    send,
    async newProject(extra: Record<string, unknown> = {}) {
      const now = new Date('2026-01-10T00:00:00Z');
      return kit.store.collection('projects').insertOne({
        _id: newId(),
        slug: `editor-test-${++n}-${Date.now().toString(36)}`,
        name: 'Kestrel Court',
        developer: 'Demo Builders',
        city: 'Noida',
        locality: 'Sector 150',
        status: 'Under Construction',
        constructionStatus: 'Under Construction',
        verified: false,
        amenities: ['Gym', 'Power Backup'],
        reraId: 'UPRERAPRJ123456',
        legal: {
          rera: { number: 'UPRERAPRJ123456', status: 'approved' },
          approvals: ['Fire NOC'],
          litigations: [],
        },
        possession: { quarter: 'Q4', year: 2027, promised: '2027-12-31' },
        construction: {
          status: 'Structure rising',
          towers: [{ name: 'Tower A', progressPct: 40 }],
          meta: { totalUnits: 300 },
          updates: [{ date: '2025-11-01', title: 'Tower A: slab 12', note: 'On schedule.' }],
        },
        escrow: {
          bankName: 'HDFC Bank',
          branch: 'Sector 18',
          ifsc: 'HDFC0001234',
          accountNumber: '50200012345678',
          totals: { collected: 1000, utilized: 300 },
          loanPartners: ['SBI'],
        },
        createdAt: now,
        updatedAt: now,
        ...extra,
      });
    },
    async stored(id: string) {
      const doc = await kit.store.collection('projects').findOne({ _id: id });
      if (!doc) throw new Error(`project ${id} is gone`);
      return doc;
    },
  });
}

export const fieldsOf = async (res: Response): Promise<Record<string, string>> => {
  if (res.status !== 400) throw new Error(`expected 400, got ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { fields?: Record<string, string> }).fields ?? {};
};

/** The field paths a 400 names (dotted, e.g. `towers.1.progressPct`). */
export const pathsOf = async (res: Response): Promise<string[]> => Object.keys(await fieldsOf(res));
