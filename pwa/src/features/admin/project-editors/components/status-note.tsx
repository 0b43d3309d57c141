/**
 * The editors' inline status (instead of the spec's alert()): a polite live region beside the
 * button that caused it, green for done, red for a refusal, so a screen reader hears it and the
 * admin sees which panel it belongs to.
 */
export type Status = { tone: 'ok' | 'bad' | 'info'; text: string } | null;

export const ok = (text: string): Status => ({ tone: 'ok', text });
export const bad = (text: string): Status => ({ tone: 'bad', text });

export function StatusNote({ status }: { status: Status }) {
  return (
    <span
      role="status"
      aria-live="polite"
      className={status ? `ed-status ed-status-${status.tone}` : 'ed-status'}
    >
      {status?.text}
    </span>
  );
}
