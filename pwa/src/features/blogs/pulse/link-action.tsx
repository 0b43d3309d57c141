/**
 * The emailed links open /blogs/pulse?confirm=<token> or ?unsubscribe=<token>; this posts the token
 * (a mail scanner's GET of the link changes nothing) and says what happened. The token leaves the
 * address bar once used.
 */
import { useEffect, useState } from 'react';
import { applyLinkToken } from './pulse-api';

export type LinkAction = { action: 'confirm' | 'unsubscribe'; token: string };

type State = { state: 'working' } | { state: 'done'; text: string } | { state: 'error'; text: string };

export function LinkActionBanner({ link, onUsed }: { link: LinkAction; onUsed: () => void }) {
  const [state, setState] = useState<State>({ state: 'working' });
  useEffect(() => {
    let live = true;
    applyLinkToken(link.action, link.token)
      .then((a) => {
        if (!live) return;
        setState({
          state: 'done',
          text:
            a.status === 'confirmed'
              ? `Subscribed: ${a.email} will get the weekly market pulse. Every issue has an unsubscribe link.`
              : `Unsubscribed: ${a.email} will get no more issues. You can subscribe again below at any time.`,
        });
        onUsed();
      })
      .catch((e: unknown) => {
        if (live)
          setState({ state: 'error', text: e instanceof Error ? e.message : 'This link did not work.' });
      });
    return () => {
      live = false;
    };
    // One request per link; onUsed changes identity on every render of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [link.action, link.token]);

  if (state.state === 'working')
    return (
      <p className="pulse-status" role="status">
        {link.action === 'confirm' ? 'Confirming your subscription…' : 'Unsubscribing…'}
      </p>
    );
  return (
    <p
      className={`pulse-status ${state.state === 'done' ? 'ok' : 'error'}`}
      role={state.state === 'error' ? 'alert' : 'status'}
    >
      {state.text}
    </p>
  );
}
