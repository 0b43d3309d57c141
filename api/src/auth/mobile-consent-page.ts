/**
 * The small HTML pages behind a mobile-consent email link. Opening the link (GET) only shows
 * the request and buttons; each button is a same-origin form POST, so a mail scanner that
 * prefetches links can never agree, refuse or undo anything. No script: the CSP allows none
 * inline, and none is needed.
 */
import type { Env } from '../env';
import { MOBILE_UNDO_DAYS } from './auth-rules';
import type { TransferRecord } from './mobile-transfers';

/** Links in email use PUBLIC_URL; without it, the address the server listens on locally. */
export const publicUrlOf = (env: Pick<Env, 'PUBLIC_URL' | 'PORT'>) =>
  env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** '9 Dec 2026' in India's time zone (en_IN), for pages and the emails. */
export const day = (d: Date) =>
  d.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
export const maskMobile = (m: string) => `${m.slice(0, 2)}••••••${m.slice(-2)}`;

export function page(title: string, paragraphs: string[], buttons: string = ''): string {
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escape(title)} | PropAI</title>
<style>body{font-family:system-ui,sans-serif;color:#1f2937;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
form{display:inline-block;margin:0.5rem 0.5rem 0 0}button{font:inherit;min-height:44px;padding:0.5rem 1.25rem;border-radius:8px;border:1px solid #1f2937;background:#fff;cursor:pointer}
button.primary{background:#1f2937;color:#fff}</style></head><body>
<h1>${escape(title)}</h1>
${paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n')}
${buttons}
<p><a href="/">Go to PropAI</a></p>
</body></html>`;
}

function button(action: 'agree' | 'refuse' | 'undo', token: string, label: string, primary = false) {
  return `<form method="post" action="/api/auth/mobile-consent/${action}">
<input type="hidden" name="token" value="${escape(token)}"><button type="submit"${primary ? ' class="primary"' : ''}>${escape(label)}</button></form>`;
}

/** What the link shows for the request in its current state. */
export function consentPage(t: TransferRecord, token: string, requesterMasked: string): string {
  const mobile = maskMobile(t.mobile);
  if (t.status === 'pending') {
    return page(
      'Your mobile number',
      [
        `A PropAI account (${requesterMasked}) asked to use your mobile number ${mobile}.`,
        `If you do nothing, it moves to that account on ${day(t.completesAt)}. If you did not ask for this, refuse.`,
      ],
      button('refuse', token, 'Refuse, keep my number', true) + button('agree', token, 'Agree, move it'),
    );
  }
  if (t.status === 'completed' && t.completedAt) {
    return page(
      'Your mobile number',
      [
        `Your mobile number ${mobile} moved to another PropAI account (${requesterMasked}) on ${day(t.completedAt)}.`,
        `You can put it back for ${MOBILE_UNDO_DAYS} days after the move.`,
      ],
      button('undo', token, 'Undo, give my number back', true),
    );
  }
  return page('Your mobile number', [`This request about ${mobile} is closed; nothing more to do.`]);
}

export const DONE_TEXT: Record<'agree' | 'refuse' | 'undo', string> = {
  agree: 'Done: the number is now on the other account. This link can undo it.',
  refuse: 'Done: the number stays on your account.',
  undo: 'Done: the number is back on your account.',
};
