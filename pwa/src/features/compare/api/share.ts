/**
 * Share and Share Comparison (DECISIONS.md): the Web Share API where the device has it, else the
 * link is copied to the clipboard, else it is handed back for the user to copy by hand.
 */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | { manual: string };

export async function shareLink(title: string, path: string): Promise<ShareOutcome> {
  const url = new URL(path, window.location.origin).toString();
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return 'shared';
    } catch (error) {
      // The user closed the share sheet: not a failure, nothing to say.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return { manual: url };
  }
}

export function shareMessage(outcome: ShareOutcome): string | null {
  if (outcome === 'copied') return 'Link copied to the clipboard.';
  if (outcome === 'shared' || outcome === 'cancelled') return null;
  return `Copy this link: ${outcome.manual}`;
}
