/**
 * Reads a sign-in code the way an operator would with email disabled: from the server's output,
 * which playwright.config.ts tees into `server.log` in each server's data folder. The server prints
 * exactly one line per code, `[otp] code for <email>: <code> (valid 10 min)`, and only when SMTP is
 * off. With several servers a test reads the log of its own project's server (support/servers.ts):
 * the code was sent by the server its page and requests talk to.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ownServerDir } from './servers';

const logPath = (): string => join(ownServerDir(), 'server.log');

/** Every code printed so far for `email`, oldest first. */
export async function otpCodesInLog(email: string): Promise<string[]> {
  const text = await readFile(logPath(), 'utf8').catch(() => '');
  const prefix = `[otp] code for ${email.trim().toLowerCase()}: `;
  return text
    .split('\n')
    .filter((line) => line.startsWith(prefix))
    .map((line) => line.slice(prefix.length, prefix.length + 6));
}

/**
 * The last code printed for `email`, waiting for it to appear. Pass `after` (the number of codes
 * already seen, from otpCodesInLog) to wait for a NEW code, e.g. after a resend.
 *
 * @example
 *   const before = (await otpCodesInLog(email)).length;
 *   await page.getByRole('button', { name: 'Get OTP' }).click();
 *   const code = await readOtpFromLog(email, { after: before });
 */
export async function readOtpFromLog(
  email: string,
  options: { after?: number; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  for (;;) {
    const codes = await otpCodesInLog(email);
    const last = codes.at(-1);
    if (last && codes.length > (options.after ?? 0)) return last;
    if (Date.now() > deadline) throw new Error(`no sign-in code for ${email} in ${logPath()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
