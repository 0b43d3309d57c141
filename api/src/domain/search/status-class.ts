/**
 * Explore's possession classes (spec part 2 §4): 'ready' when the status text says ready, ready to
 * move, completed, OC or possession started; 'new' for a new launch; anything else 'under'.
 */
export type StatusClass = 'ready' | 'new' | 'under';
export const STATUS_CLASSES: readonly StatusClass[] = ['ready', 'new', 'under'];

const READY = /\bready\b|ready to move|\bcompleted?\b|\boc\b|possession started/i;
const NEW = /new[\s-]*launch/i;

export function statusClass(status: string | undefined | null): StatusClass {
  const text = status ?? '';
  if (READY.test(text)) return 'ready';
  if (NEW.test(text)) return 'new';
  return 'under';
}

/** URL spellings of a class ('ready-to-move', 'under-construction', 'new-launch') → the class. */
export function parseStatusClass(raw: string): StatusClass | null {
  const text = raw.trim().toLowerCase().replace(/[-_]+/g, ' ');
  if (text === 'ready' || text === 'ready to move') return 'ready';
  if (text === 'new' || text === 'new launch') return 'new';
  if (text === 'under' || text === 'under construction') return 'under';
  return null;
}
