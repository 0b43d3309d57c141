import { useEffect, useRef } from 'react';

interface LoadMoreSentinelProps {
  /** No more to load, or loading cannot go on (an error): the sentinel does nothing. */
  disabled: boolean;
  /** How close to the end of the list (px below the viewport) the next load starts. */
  threshold: number;
  /** Changes when the list has grown (its length): the sentinel may call onReach once per value. */
  loadedCount: number;
  onReach: () => void;
  /** Said (politely) while the next part loads. */
  busyText?: string;
  busy?: boolean;
}

/**
 * Infinite scroll without Ionic (IonInfiniteScroll needs its runtime and an IonContent; the pages
 * that use this open in a light frame without Ionic, app/landing/page-frame.tsx). Like Ionic's, it
 * acts on the reader's scrolling only — never at mount — once the end of the list comes within
 * `threshold` px of the bottom of the screen, and once per growth of the list. A scroll event of any
 * scrolling box is seen (capture), so it works inside IonContent and the light frame alike.
 */
export function LoadMoreSentinel({
  disabled,
  threshold,
  loadedCount,
  onReach,
  busyText,
  busy = false,
}: LoadMoreSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  const onReachRef = useRef(onReach);
  useEffect(() => {
    onReachRef.current = onReach;
  }, [onReach]);

  useEffect(() => {
    if (disabled) return;
    let fired = false;
    const check = () => {
      const el = ref.current;
      if (fired || !el) return;
      if (el.getBoundingClientRect().top - window.innerHeight <= threshold) {
        fired = true;
        onReachRef.current();
      }
    };
    const options = { capture: true, passive: true } as const;
    document.addEventListener('scroll', check, options);
    return () => document.removeEventListener('scroll', check, options);
  }, [disabled, threshold, loadedCount]);

  return (
    <div ref={ref} className="load-more-sentinel" aria-live="polite">
      {busy && busyText ? <p className="load-more-busy">{busyText}</p> : null}
    </div>
  );
}
