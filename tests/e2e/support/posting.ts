/**
 * Helpers of the posting end-to-end tests: users, sign-in (in the page, or straight through the
 * API for the admin and hand-made requests), test photos drawn by Chromium itself, and the
 * session token read back from the app's own IndexedDB.
 */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { request as httpRequest } from 'node:http';
import { otpCodesInLog, readOtpFromLog } from './otp-from-log';

export const ADMIN = { name: 'PropAI Admin', mobile: '9876500000', email: 'admin@propai.example' };

let serial = 0;
/** A user nobody has used yet: unique email and a valid mobile. */
export function newUser(first = 'Meera') {
  serial += 1;
  const stamp = `${Date.now() % 1e7}`.padStart(7, '0');
  return {
    name: `${first} Kapoor`,
    email: `post.${stamp}.${serial}@example.com`,
    mobile: `8${stamp}${serial % 10}${Math.floor(Math.random() * 10)}`,
  };
}
export type User = ReturnType<typeof newUser>;

/** The page's visible heading (Ionic keeps earlier pages in the DOM, hidden). */
export const heading = (page: Page): Locator => page.locator('h1:visible').first();

/** The page's visible main column (Ionic keeps earlier pages in the DOM, hidden). */
export const main = (page: Page): Locator => page.locator('main.page:visible');

/** Signs in on the /login page the user is on (or opens it), reading the code from the server log. */
export async function signInOnPage(page: Page, user: User, open = true): Promise<void> {
  if (open) await page.goto('/login');
  await expect(page.locator('h1:visible').first()).toHaveText('Sign in', { timeout: 30_000 });
  const form = main(page);
  await form.getByLabel('Full name').fill(user.name);
  await form.getByLabel('Mobile number').fill(user.mobile);
  await form.getByLabel('Email').fill(user.email);
  const before = (await otpCodesInLog(user.email)).length;
  await page.getByRole('button', { name: 'Get OTP' }).click();
  const code = await readOtpFromLog(user.email, { after: before });
  await form.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** A session token through the API alone (request-otp → code from the log → verify-otp). */
export async function apiSignIn(request: APIRequestContext, user: User): Promise<string> {
  const before = (await otpCodesInLog(user.email)).length;
  const asked = await request.post('/api/auth/email/request-otp', { data: user });
  expect(asked.ok(), await asked.text()).toBe(true);
  // The challenge id, not the (public) user id, is what lets the requester verify (issue 13).
  const { challengeId } = (await asked.json()) as { challengeId: string };
  const otp = await readOtpFromLog(user.email, { after: before });
  const verified = await request.post('/api/auth/verify-otp', { data: { challengeId, otp } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return ((await verified.json()) as { token: string }).token;
}

/** One record of the app's own IndexedDB ('propai'), as stored; null when there is none. */
export function recordInPage<T>(page: Page, store: string, key: string): Promise<T | null> {
  return page.evaluate(
    ({ store, key }) =>
      new Promise<T | null>((resolve, reject) => {
        const open = indexedDB.open('propai');
        open.onerror = () => reject(new Error('cannot open propai'));
        open.onsuccess = () => {
          const database = open.result;
          const get = database.transaction(store).objectStore(store).get(key);
          get.onsuccess = () => {
            database.close();
            resolve((get.result as T | undefined) ?? null);
          };
        };
      }),
    { store, key },
  );
}

/** The token the app stored in its IndexedDB session record. */
export async function tokenInPage(page: Page): Promise<string | null> {
  return (await recordInPage<{ token?: string }>(page, 'session', 'current'))?.token ?? null;
}

export interface TestPhoto {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A noisy JPEG drawn by the browser (noise keeps it large, like a camera photo). */
export async function makePhoto(page: Page, name: string, width = 800, height = 600): Promise<TestPhoto> {
  const base64 = await page.evaluate(
    ({ w, h, seed }) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d')!;
      const image = ctx.createImageData(w, h);
      let x = seed;
      for (let i = 0; i < image.data.length; i += 4) {
        x = (x * 1103515245 + 12345) % 2147483648;
        image.data[i] = x % 256;
        image.data[i + 1] = (x >> 8) % 256;
        image.data[i + 2] = (x >> 16) % 256;
        image.data[i + 3] = 255;
      }
      ctx.putImageData(image, 0, 0);
      return canvas.toDataURL('image/jpeg', 0.95).split(',')[1]!;
    },
    { w: width, h: height, seed: name.length * 7919 + width },
  );
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export interface MyListing {
  id: string;
  title: string;
  status: string;
  rejectionReason?: string;
}

export async function myListings(request: APIRequestContext, token: string): Promise<MyListing[]> {
  const answer = await request.get('/api/my/listings', { headers: bearer(token) });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { items: MyListing[] }).items;
}

export interface ModerationItem extends MyListing {
  photos: string[];
}

export async function pendingForAdmin(
  request: APIRequestContext,
  adminToken: string,
): Promise<ModerationItem[]> {
  const items: ModerationItem[] = [];
  for (let page = 1; page < 20; page++) {
    const answer = await request.get(`/api/admin/listings?status=pending&page=${page}`, {
      headers: bearer(adminToken),
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    const body = (await answer.json()) as { items: ModerationItem[]; pages: number };
    items.push(...body.items);
    if (page >= body.pages) break;
  }
  return items;
}

/** Uploads one file through the API; returns the answer. */
export function upload(request: APIRequestContext, token: string, file: TestPhoto, key?: string) {
  return request.post('/api/upload', {
    headers: { ...bearer(token), ...(key ? { 'Idempotency-Key': key } : {}) },
    multipart: { file },
  });
}

/**
 * The status the server answers to an upload of `bytes` bytes. Sent with node:http rather than
 * Playwright's request: the server may refuse an oversized body (413) on its Content-Length alone
 * and close the connection, and a client still writing then reports the cut write (EPIPE) instead
 * of the answer. So the body goes in 1 MB pieces, and only while no answer has come.
 */
export async function oversizedUploadStatus(baseURL: string, token: string, bytes: number): Promise<number> {
  const boundary = `----propai${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const req = httpRequest(new URL('/api/upload', baseURL), {
    method: 'POST',
    headers: {
      ...bearer(token),
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': String(head.length + bytes + tail.length),
    },
  });
  let status: number | undefined;
  const answered = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume();
      status = res.statusCode ?? 0;
      resolve(status);
    });
    req.on('error', (error) => setTimeout(() => reject(error), 3000)); // unless the answer came first
  });
  const write = (chunk: Buffer) => new Promise<void>((done) => req.write(chunk, () => done()));
  const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
  await write(head);
  await Promise.race([answered, pause(2000)]).catch(() => undefined);
  const piece = Buffer.alloc(1024 * 1024, 0xff);
  for (let sent = 0; sent < bytes && status === undefined && !req.destroyed; sent += piece.length) {
    await write(piece.subarray(0, Math.min(piece.length, bytes - sent)));
    await pause(5);
  }
  if (status === undefined && !req.destroyed) req.end(tail);
  return answered;
}

/**
 * A live listing of `owner` with one photo: posted through the API with `fields` (contact details
 * filled from the owner), then approved by the demo admin. For specs about what happens after a
 * listing is live (its page, its leads); the posting flow itself is posting*.spec.ts.
 */
export async function postLiveListing(
  page: Page,
  request: APIRequestContext,
  owner: User,
  ownerToken: string,
  fields: Record<string, unknown>,
): Promise<{ id: string; url: string; title: string }> {
  const uploaded = await upload(
    request,
    ownerToken,
    await makePhoto(page, 'flat.jpg'),
    `live-${crypto.randomUUID()}`,
  );
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { url: photo } = (await uploaded.json()) as { url: string };
  const created = await request.post('/api/user-properties', {
    headers: { ...bearer(ownerToken), 'Idempotency-Key': `live-${crypto.randomUUID()}` },
    data: {
      contactName: owner.name,
      contactPhone: owner.mobile,
      contactEmail: owner.email,
      ...fields,
      photos: [photo],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const adminToken = await apiSignIn(request, ADMIN);
  const approved = await request.post(`/api/admin/listings/${id}/approve`, { headers: bearer(adminToken) });
  expect(approved.status(), await approved.text()).toBe(200);
  const detail = (await (await request.get(`/api/listings/${id}`)).json()) as { url: string; title: string };
  return { id, url: detail.url, title: detail.title };
}
