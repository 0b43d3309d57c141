/**
 * Delivers sign-in codes: by SMTP (nodemailer) when SMTP_URL is set, otherwise email is disabled
 * and the code is printed to the server's stdout as ONE line,
 *   [otp] code for <email>: <code> (valid 10 min)
 * which is the only place a plain code ever appears (DECISIONS.md: "prints the code to its own
 * log"). That line ignores LOG_LEVEL on purpose: with email disabled it IS the delivery channel,
 * and with email enabled it is never printed. Notices with a link (the mobile-consent emails)
 * and the notification emails (services/notifications/notification-emails.ts) follow the same
 * rule, one line each:
 *   [<kind>] for <email>: <link> (<subject>)
 * and newsletter emails add their unsubscribe link: `… (<subject>) unsubscribe: <link>`.
 */
import nodemailer from 'nodemailer';
import type { Env } from '../env';
import { OTP_VALID_SECONDS } from './auth-rules';

export interface OtpMailer {
  readonly emailDisabled: boolean;
  /** Resolves once the message is handed to the SMTP server (or printed). */
  sendCode(to: string, code: string): Promise<void>;
  /** A plain-text notice carrying one link (the link is also the printed line's payload). */
  sendNotice(to: string, notice: Notice): Promise<void>;
}

export interface Notice {
  /** Names the printed line: `[kind] for <email>: …`. */
  kind: 'mobile-consent' | 'notification' | 'newsletter';
  subject: string;
  /** Body text; the link is appended on its own line. */
  text: string;
  link: string;
  /** A newsletter email's unsubscribe link: a footer line, and ` unsubscribe: <link>` on the printed line. */
  unsubscribe?: string;
}

export const OTP_SUBJECT = 'Your PropAI sign-in code';
const MINUTES = OTP_VALID_SECONDS / 60;

/** The From address: the SMTP login when it is an address (relays insist), else a no-reply one. */
function fromAddress(smtpUrl: string): string {
  const user = decodeURIComponent(new URL(smtpUrl).username);
  return `PropAI <${user.includes('@') ? user : 'no-reply@propai.example'}>`;
}

function html(code: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937">
<p>Your PropAI sign-in code is</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p>
<p>It is valid for ${MINUTES} minutes. If you did not ask for it, ignore this email.</p>
</body></html>`;
}

/** `write` is injectable for tests that capture the line; production writes to stdout. */
export function createOtpMailer(
  env: Pick<Env, 'SMTP_URL'>,
  write: (line: string) => void = (line) => console.log(line),
): OtpMailer {
  const smtpUrl = env.SMTP_URL;
  if (!smtpUrl) {
    return {
      emailDisabled: true,
      sendCode(to, code) {
        write(`[otp] code for ${to}: ${code} (valid ${MINUTES} min)`);
        return Promise.resolve();
      },
      sendNotice(to, notice) {
        const unsubscribe = notice.unsubscribe ? ` unsubscribe: ${notice.unsubscribe}` : '';
        write(`[${notice.kind}] for ${to}: ${notice.link} (${notice.subject})${unsubscribe}`);
        return Promise.resolve();
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  const from = fromAddress(smtpUrl);
  return {
    emailDisabled: false,
    async sendCode(to, code) {
      await transport.sendMail({
        from,
        to,
        subject: OTP_SUBJECT,
        text: `Your PropAI sign-in code is ${code}.\n\nIt is valid for ${MINUTES} minutes. If you did not ask for it, ignore this email.\n`,
        html: html(code),
      });
    },
    async sendNotice(to, notice) {
      await transport.sendMail({
        from,
        to,
        subject: notice.subject,
        text: `${notice.text}\n\n${notice.link}\n${notice.unsubscribe ? `\nUnsubscribe: ${notice.unsubscribe}\n` : ''}`,
        ...(notice.unsubscribe ? { headers: { 'List-Unsubscribe': `<${notice.unsubscribe}>` } } : {}),
      });
    },
  };
}
