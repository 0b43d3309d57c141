import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';

/** How far ahead of the screen's bottom edge a section starts building (px). */
export const NEAR_MARGIN_PX = 200;

/**
 * Builds `children` only once the reader scrolls to within NEAR_MARGIN_PX of them; `placeholder`
 * holds their place until then. Long pages (the home page's sections) cost a phone nothing for
 * the parts nobody scrolls to. A sentinel placed NEAR_MARGIN_PX above the placeholder is observed
 * against the viewport: unlike `rootMargin`, that lead also works inside a scrolling container
 * (IonContent, the landing frame's scroller, a sideways rail), which clips its content without any
 * margin. Without IntersectionObserver the children are built at once, after the first render. The build is a transition: React yields to
 * taps and scrolling while it works.
 */
export function RenderWhenNear({
  children,
  placeholder,
  axis = 'vertical',
}: {
  children: ReactNode;
  placeholder: ReactNode;
  /** 'horizontal' for the far end of a sideways-scrolling rail: the lead is then to the left. */
  axis?: 'vertical' | 'horizontal';
}) {
  // Starts false everywhere (also where the page is pre-rendered, which has no observer), so the
  // first render in the browser matches the pre-rendered HTML.
  const [near, setNear] = useState(false);
  const sentinelRef = useRef<HTMLSpanElement>(null);
  const holderRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const sentinel = sentinelRef.current;
    const holder = holderRef.current;
    if (near || !sentinel || !holder) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      // Near, or already scrolled past (a fling, or scrolling before the app had started).
      const reached = entries.some(
        (entry) =>
          entry.isIntersecting ||
          (axis === 'vertical'
            ? entry.boundingClientRect.bottom <= (entry.rootBounds?.top ?? 0)
            : entry.boundingClientRect.right <= (entry.rootBounds?.left ?? 0)),
      );
      if (!reached) return;
      observer.disconnect();
      startTransition(() => setNear(true));
    });
    // The placeholder is watched too: a jump from above the sentinel to past it (a fling, the End
    // key, a scripted scroll) changes no intersection of the sentinel, so only its observer would
    // never be called and the section would stay a placeholder on screen.
    observer.observe(sentinel);
    observer.observe(holder);
    return () => observer.disconnect();
  }, [near, axis]);
  if (near) return <>{children}</>;
  const lead = axis === 'vertical' ? { top: -NEAR_MARGIN_PX } : { top: 0, left: -NEAR_MARGIN_PX };
  return (
    <div className="render-when-near" ref={holderRef}>
      <span ref={sentinelRef} className="render-when-near-sentinel" style={lead} aria-hidden="true" />
      {placeholder}
    </div>
  );
}
