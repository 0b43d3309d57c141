/**
 * WAI-ARIA tabs' keyboard: the index a key moves the selection to among `count` tabs, or -1 for a
 * key tabs do not handle. Arrow Right/Left step (Down/Up too when `vertical`), Home and End jump.
 */
export function tabIndexForKey(key: string, index: number, count: number, vertical = false): number {
  const last = count - 1;
  if (key === 'ArrowRight' || (vertical && key === 'ArrowDown')) return Math.min(last, index + 1);
  if (key === 'ArrowLeft' || (vertical && key === 'ArrowUp')) return Math.max(0, index - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return -1;
}
