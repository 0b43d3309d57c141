import { useEffect, useState } from 'react';
import './ui.css';

interface ShareButtonProps {
  title: string;
  /** Root-relative or absolute; shared as an absolute link. */
  url: string;
  text?: string;
}

/**
 * Share: the phone's share sheet (Web Share) where there is one, else the link is copied and a
 * short toast says so. Cancelling the share sheet is not an error.
 */
export function ShareButton({ title, url, text }: ShareButtonProps) {
  const [toast, setToast] = useState<string | null>(null);
  useEffect(() => {
    if (!toast) return;
    const t = setTimeout(() => setToast(null), 2500);
    return () => clearTimeout(t);
  }, [toast]);

  const share = async () => {
    const link = new URL(url, window.location.origin).toString();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url: link });
        return;
      } catch (e) {
        if (e instanceof DOMException && e.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(link);
      setToast('Link copied');
    } catch {
      setToast('Could not copy the link');
    }
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-outline btn-sm"
        onClick={() => void share()}
        data-testid="share-button"
      >
        <span aria-hidden="true">↗</span> Share
      </button>
      {toast && (
        <div className="toast" role="status" data-testid="toast">
          {toast}
        </div>
      )}
    </>
  );
}
