import { useSyncExternalStore } from 'react';

/** The breakpoint where the phone layout (tabs, drawer) gives way to the top navigation bar. */
export const WIDE_SCREEN_QUERY = '(min-width: 992px)';

/** True while the media query matches; re-renders on change. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
