/**
 * The application as the owner will read it, with Share (the phone's share sheet where there is
 * one, else a copy), Copy and Clear. Each action says what it did in a status line; Clear can be
 * undone for as long as the line shows.
 */
import { useEffect, useState } from 'react';

export type Outcome = { tone: 'ok' | 'error'; text: string; undo?: () => void } | null;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function ApplicationPreview({
  text,
  complete,
  onIncomplete,
  onClear,
}: {
  text: string;
  /** False: Share and Copy show what is missing instead. */
  complete: boolean;
  onIncomplete: () => void;
  /** Clears and returns the undo. */
  onClear: () => () => void;
}) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  useEffect(() => {
    if (!outcome) return;
    const t = setTimeout(() => setOutcome(null), outcome.undo ? 8000 : 4000);
    return () => clearTimeout(t);
  }, [outcome]);

  const copy = async () => {
    if (!complete) return onIncomplete();
    setOutcome(
      (await copyText(text))
        ? { tone: 'ok', text: 'Copied. Paste it into a message to the owner.' }
        : { tone: 'error', text: 'Could not copy here: select the text above and copy it.' },
    );
  };

  const share = async () => {
    if (!complete) return onIncomplete();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: 'Rental application', text });
        setOutcome({ tone: 'ok', text: 'Shared.' });
        return;
      } catch (e) {
        if (e instanceof DOMException && e.name === 'AbortError') return;
      }
    }
    // No share sheet (most desktops): the text goes to the clipboard instead.
    setOutcome(
      (await copyText(text))
        ? { tone: 'ok', text: 'This browser cannot share, so the application was copied instead.' }
        : { tone: 'error', text: 'Could not share or copy here: select the text above and copy it.' },
    );
  };

  return (
    <section className="tl-card tl-preview" aria-labelledby="ra-preview-title">
      <h2 id="ra-preview-title">Your application</h2>
      <p className="tl-muted">What the owner receives when you share or copy it.</p>
      <pre className="tl-preview-text" data-testid="application-text">
        {text}
      </pre>
      <div className="tl-actions">
        <button type="button" className="btn" onClick={() => void share()}>
          <span aria-hidden="true">↗</span> Share
        </button>
        <button type="button" className="btn btn-outline" onClick={() => void copy()}>
          Copy
        </button>
        <button
          type="button"
          className="btn btn-outline tl-btn-quiet"
          onClick={() => setOutcome({ tone: 'ok', text: 'Cleared.', undo: onClear() })}
        >
          Clear
        </button>
      </div>
      <div role="status" aria-live="polite" className="tl-status-slot">
        {outcome && (
          <p className={outcome.tone === 'ok' ? 'tl-status tl-status-ok' : 'tl-status tl-status-error'}>
            {outcome.text}
            {outcome.undo && (
              <button
                type="button"
                className="tl-link"
                onClick={() => {
                  outcome.undo?.();
                  setOutcome({ tone: 'ok', text: 'Restored.' });
                }}
              >
                Undo
              </button>
            )}
          </p>
        )}
      </div>
    </section>
  );
}
