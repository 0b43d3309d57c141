/**
 * Test support for the posting suites (uploads, create, my listings, moderation, enrich): the real
 * app on a real temp store (auth-test-kit), signed-in posters and an admin, photo bytes of each
 * accepted type, and helpers that upload and post like the PWA does.
 */
import { randomBytes } from 'node:crypto';
import type { AuthKit } from '../auth/auth-test-kit';
import { authKit, bearer, freshEmail } from '../auth/auth-test-kit';

export const ADMIN_EMAIL = 'moderator@propai.example';

/** Real magic numbers plus padding: the server decides by these first bytes only. */
export const JPEG = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2048)]);
export const PNG = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(1024)]);
export const WEBP = () =>
  Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), randomBytes(512)]);

export const key = () => `k_${randomBytes(12).toString('hex')}`;

export interface PostingKit extends AuthKit {
  adminToken: string;
  newPoster(): Promise<{ token: string; userId: string }>;
  upload(token: string, data?: Buffer, name?: string, headers?: Record<string, string>): Promise<Response>;
  /** Uploads n JPEGs and returns their urls. */
  photos(token: string, n: number): Promise<string[]>;
  postJson(path: string, token: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
}

/** `settings` as in the environment (e.g. `{ UPLOADS_PER_MINUTE: '5' }`), read by env.ts. */
export async function postingKit(settings: Record<string, string> = {}): Promise<PostingKit> {
  const kit = await authKit({ ADMIN_EMAILS: ADMIN_EMAIL, ...settings });
  const adminToken = (await kit.signIn(ADMIN_EMAIL)).token;
  const upload: PostingKit['upload'] = async (token, data = JPEG(), name = 'photo.jpg', headers = {}) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)]), name);
    return kit.app.request('/api/upload', {
      method: 'POST',
      body: form,
      headers: { ...bearer(token), ...headers },
    });
  };
  return Object.assign(kit, {
    adminToken,
    newPoster: () => kit.signIn(freshEmail('poster')),
    upload,
    async photos(token: string, n: number) {
      const urls: string[] = [];
      for (let i = 0; i < n; i++) {
        const res = await upload(token);
        if (res.status !== 201) throw new Error(`upload failed: ${res.status}`);
        urls.push(((await res.json()) as { url: string }).url);
      }
      return urls;
    },
    postJson: (path: string, token: string, body: unknown, headers: Record<string, string> = {}) =>
      kit.post(path, body, { ...bearer(token), ...headers }),
  });
}
