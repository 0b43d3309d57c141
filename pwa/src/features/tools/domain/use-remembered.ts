/**
 * A tool's answers that are not all numbers (a locality, chips, a note), kept on this device the
 * way the money tools keep theirs (tool-memory.ts: one JSON record in localStorage per tool).
 *
 * Guarantee: every change is written synchronously, in the same call that changes the state,
 * before React renders it, so what was typed survives a reload, a crash or the tab being killed
 * a moment later, and works offline (nothing is sent anywhere). `saved` turns false when the device
 * refuses the write (private mode, storage full) so the page can say the answers will not be kept.
 * A stored record is read back through `read`, which drops anything malformed or out of date.
 */
import { useCallback, useRef, useState } from 'react';
import { forget, recall, remember } from './tool-memory';

export function useRemembered<T extends object>(
  tool: string,
  read: (stored: Record<string, unknown>) => T,
  blank: () => T,
) {
  const [value, setValue] = useState<T>(() => read(recall(tool)));
  const [saved, setSaved] = useState(true);
  const current = useRef(value);

  const replace = useCallback(
    (next: T) => {
      current.current = next;
      setSaved(remember(tool, next as Record<string, unknown>));
      setValue(next);
    },
    [tool],
  );

  const update = useCallback((patch: Partial<T>) => replace({ ...current.current, ...patch }), [replace]);

  /** Back to blank, and the stored copy removed. */
  const clear = useCallback(() => {
    const next = blank();
    current.current = next;
    forget(tool);
    setSaved(true);
    setValue(next);
  }, [tool, blank]);

  return { value, update, replace, clear, saved };
}
