/**
 * Exactly-once listings survive a crash (issue 13, defect 5), with real crashes: the real server
 * as a child process on a temp embedded store gets photos and then 40 listings posted at once,
 * each with its own Idempotency-Key, and is killed with SIGKILL as soon as the first answer comes
 * back, so the others are cut off at every stage (claimed, inserted, answer stored or not). A
 * second server on the same data folder then gets every request again, with its key and body.
 *
 * Every retry must answer 201 with one listing per key, no listing twice, and every upload
 * claimed by the listing that shows it (none by a listing that does not exist).
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from '../../../../tests/integration/support/api-process';
import type { ApiProcess } from '../../../../tests/integration/support/api-process';
import { UPLOADS } from '../../services/uploads/uploads';
import type { UploadDoc } from '../../services/uploads/uploads';
import { openEmbeddedStore } from '../../store/embedded/embedded-store';
import { freshEmail, freshMobile } from '../auth/auth-test-kit';
import { LISTINGS } from './create-listing';
import { pgBody } from './posting-fixtures';
import { JPEG, key } from './posting-test-kit';

const POSTERS = 2;
const PER_POSTER = 20;
const dataDir = mkdtempSync(join(tmpdir(), 'propai-crash-data-'));
const emptyDist = mkdtempSync(join(tmpdir(), 'propai-crash-dist-'));
const settings = { DATA_DIR: dataDir, PWA_DIST: emptyDist, SEED: 'off', LOG_LEVEL: 'warn' };

/** Lines in an append-only NeDB file: one per write. */
const linesIn = (path: string) =>
  statSync(path, { throwIfNoEntry: false }) ? readFileSync(path, 'utf8').split('\n').length - 1 : 0;

/**
 * kill -9 of the server itself: `tsx` runs it as its own child, and a SIGKILL to the wrapper
 * would leave that child serving. Linux lists a process's children under /proc.
 */
function killHard(pid: number): void {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
  for (const child of children.filter(Boolean)) process.kill(Number(child), 'SIGKILL');
  process.kill(pid, 'SIGKILL');
}

type Sent = { token: string; key: string; body: unknown };
let first: ApiProcess | undefined;
let second: ApiProcess | undefined;

afterAll(async () => {
  await first?.stop();
  await second?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(emptyDist, { recursive: true, force: true });
});

async function signIn(api: ApiProcess): Promise<string> {
  const email = freshEmail('crash');
  const json = { 'Content-Type': 'application/json' };
  const sent = await fetch(`${api.url}/api/auth/email/request-otp`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ name: 'Crash Poster', mobile: freshMobile(), email }),
  });
  const { challengeId } = (await sent.json()) as { challengeId: string };
  const verified = await fetch(`${api.url}/api/auth/verify-otp`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ challengeId, otp: api.codeFor(email) }),
  });
  return ((await verified.json()) as { token: string }).token;
}

async function uploadPhoto(api: ApiProcess, token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(JPEG())]), 'photo.jpg');
  const res = await fetch(`${api.url}/api/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}`);
  return ((await res.json()) as { url: string }).url;
}

const post = (api: ApiProcess, sent: Sent) =>
  fetch(`${api.url}/api/pg-listings`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${sent.token}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': sent.key,
    },
    body: JSON.stringify(sent.body),
  });

describe('a crash (kill -9) with listings in flight', () => {
  const requests: Sent[] = [];
  const beforeCrash = new Map<string, string>();

  beforeAll(async () => {
    first = await startApi('before-crash', settings);
    for (let p = 0; p < POSTERS; p++) {
      const token = await signIn(first);
      for (let i = 0; i < PER_POSTER; i++) {
        requests.push({ token, key: key(), body: pgBody([await uploadPhoto(first, token)]) });
      }
    }
    const api = first;
    // All at once; the first answer is the signal to pull the plug on the rest.
    const listingsFile = join(dataDir, 'db', `${LISTINGS}.db`);
    const linesAtStart = linesIn(listingsFile);
    // A request cut off before its whole answer arrived (even one whose 201 status line came
    // through before the body was cut) is one the client never heard back from: status 0.
    const inFlight = requests.map((r) =>
      post(api, r)
        .then(async (res) => {
          if (res.status === 201) beforeCrash.set(r.key, ((await res.json()) as { id: string }).id);
          return res.status;
        })
        .catch(() => 0),
    );
    // Pulled once a quarter of the listings are on disk: the rest are cut off mid-request.
    while (linesIn(listingsFile) - linesAtStart < requests.length / 4) {
      await new Promise((r) => setTimeout(r, 1));
    }
    killHard(api.child.pid!);
    await Promise.all(inFlight);
    await api.stop();
    // The crash landed mid-flight: some submissions never got their answer.
    expect(beforeCrash.size).toBeLessThan(requests.length);
    second = await startApi('after-restart', settings);
  });

  it('answers every retry 201 with one listing per key, none twice, no claim without its listing', async () => {
    const api = second!;
    const answers = await Promise.all(
      requests.map(async (r) => {
        const res = await post(api, r);
        return { key: r.key, status: res.status, body: (await res.json()) as { id?: string } };
      }),
    );
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.filter((s) => s !== 201),
      JSON.stringify(answers.filter((a) => a.status !== 201)),
    ).toEqual([]);
    const ids = answers.map((a) => a.body.id!);
    expect(new Set(ids).size).toBe(requests.length);
    // A listing answered before the crash is the one the retry gets.
    for (const a of answers) if (beforeCrash.has(a.key)) expect(a.body.id).toBe(beforeCrash.get(a.key));

    await api.stop();
    const store = await openEmbeddedStore({ dataDir });
    try {
      const listings = await store.collection(LISTINGS).find({}, { projection: { _id: 1, photos: 1 } });
      expect(listings.map((l) => l._id).sort()).toEqual([...ids].sort());
      const uploads = await store.collection<UploadDoc>(UPLOADS).find({});
      expect(uploads).toHaveLength(requests.length);
      const shownBy = new Map(
        listings.flatMap((l) => (l.photos as string[]).map((url) => [url.slice(-24), l._id] as const)),
      );
      for (const upload of uploads) {
        expect(upload).toMatchObject({ claimed: true, listingId: shownBy.get(upload._id) });
        expect(upload.claimPendingSince).toBeUndefined();
      }
    } finally {
      await store.close();
    }
  });
});
