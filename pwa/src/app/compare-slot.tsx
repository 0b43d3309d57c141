import { Suspense, lazy, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scheduleCompareWatch, useCompareStore } from '../lib/compare-state';

// Neither is in the first paint: the tray loads once the stored tray reports an item, the
// overlay on 'Compare Now'.
const CompareTray = lazy(() => import('../features/compare/components/compare-tray'));
const CompareOverlayHost = lazy(() => import('../features/compare/components/compare-overlay-host'));

/** The comparison tray and overlay, mounted once by the shell. /compare shows its own overlay. */
export function CompareSlot() {
  const count = useCompareStore((s) => s.items.length);
  const overlayOpen = useCompareStore((s) => s.overlayOpen);
  const { pathname } = useLocation();
  const closeOverlay = useCompareStore((s) => s.closeOverlay);
  useEffect(() => scheduleCompareWatch(), []);
  // A link followed from inside the overlay (a property's title) leaves the comparison.
  useEffect(() => closeOverlay(), [pathname, closeOverlay]);
  const onComparePage = pathname === '/compare';
  return (
    <Suspense fallback={null}>
      {count > 0 && !overlayOpen && !onComparePage && <CompareTray />}
      {overlayOpen && !onComparePage && <CompareOverlayHost />}
    </Suspense>
  );
}
