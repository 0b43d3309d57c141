import type { ReactNode } from 'react';

/**
 * A box that scrolls on its own (a wide table, a row of photos). Keyboard users can only scroll
 * what they can focus, so it takes focus (tabIndex 0) and, being focusable, is a named region so a
 * screen reader says what it is when focus lands there (WCAG 2.1.1; axe `scrollable-region-focusable`).
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={className} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
