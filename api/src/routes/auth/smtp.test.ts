/** With SMTP_URL set, codes go by email to a real local SMTP server, and never to stdout. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthKit } from './auth-test-kit';
import { authKit, freshEmail, freshMobile } from './auth-test-kit';

interface Mail {
  to: string[];
  raw: string;
}
const inbox: Mail[] = [];
let server: SMTPServer;
let kit: AuthKit;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  kit = await authKit({ SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'https://propai.test' });
});
afterAll(async () => {
  await kit.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('SMTP delivery', () => {
  it('mails the code, answers emailDisabled: false, prints nothing, and the mailed code verifies', async () => {
    const email = freshEmail('mail');
    const res = await kit.post('/api/auth/email/request-otp', {
      name: 'Mail Me',
      mobile: freshMobile(),
      email,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { challengeId: string; emailDisabled: boolean; message: string };
    expect(body.emailDisabled).toBe(false);
    expect(body.message).toBe(`We sent a 6-digit code to ${email}.`);
    expect(kit.lines.filter((l) => l.startsWith('[otp]'))).toEqual([]);

    const mail = inbox.find((m) => m.to.includes(email))!;
    expect(mail.raw).toContain('Subject: Your PropAI sign-in code');
    expect(mail.raw).toContain('text/html');
    const code = /sign-in code is (\d{6})/.exec(mail.raw)![1]!;
    const verified = await kit.post('/api/auth/verify-otp', { challengeId: body.challengeId, otp: code });
    expect(verified.status).toBe(200);
  });

  it('mails a mobile holder the consent link under PUBLIC_URL, and prints nothing', async () => {
    const codeMailed = (to: string) => {
      const mail = inbox.filter((m) => m.to.includes(to)).at(-1)!;
      return /sign-in code is (\d{6})/.exec(mail.raw)![1]!;
    };
    const signIn = async (body: Record<string, unknown>) => {
      const res = await kit.post('/api/auth/email/request-otp', { name: 'Mail Person', ...body });
      const { challengeId } = (await res.json()) as { challengeId: string };
      const otp = codeMailed(body.email as string);
      return kit.post('/api/auth/verify-otp', { challengeId, otp });
    };
    const holder = freshEmail('holder');
    const mobile = freshMobile();
    expect((await signIn({ email: holder, mobile })).status).toBe(200);
    expect((await signIn({ email: freshEmail('asker'), mobile, allowChange: true })).status).toBe(200);
    const mail = inbox.filter((m) => m.to.includes(holder)).at(-1)!;
    const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(text).toContain('Subject: Your mobile number on PropAI');
    expect(text).toMatch(/https:\/\/propai\.test\/api\/auth\/mobile-consent\?token=[A-Za-z0-9_-]{43}/);
    expect(kit.lines.filter((l) => l.startsWith('[mobile-consent]'))).toEqual([]);
  });
});
