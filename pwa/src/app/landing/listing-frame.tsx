import { useCallback, useEffect, useState } from 'react';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { ListingDetailMain } from '../../features/listings/pages/listing-detail-content';
import { type ListingSheet, requestSheetOnStart } from '../../features/listings/actions/sheet-request';
import { useSignInModalStore } from '../../lib/session/use-sign-in-modal';
import { LightChrome, type LightFrameProps } from './light-chrome';

/** The slug or id of a listing page's path (/listing/{ref} or /user-property/{ref}). */
function listingRefOf(pathname: string): string | null {
  const segment = pathname.split('/')[2];
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The frame a visit that opens on a listing's page starts in (light-frame.ts): the page's content
 * (features/listings/pages/listing-detail-content.tsx) in the light chrome, no Ionic. It renders
 * at once from the answer the page's HTML carries. Following a link, the sign-in modal, the drawer
 * or one of the page's sheets hands over to the full app, which renders the same page (from memory,
 * without a spinner) and opens the sheet asked for.
 */
export function ListingFrame({ onLeave, handoverFailed }: LightFrameProps) {
  const { pathname } = useLocation();
  const [startPath] = useState(pathname);
  const signInOpen = useSignInModalStore((s) => s.open);
  const leaving = pathname !== startPath || signInOpen;
  useEffect(() => {
    if (leaving) onLeave();
  }, [leaving, onLeave]);

  const requestSheet = useCallback(
    (listingId: string, sheet: ListingSheet) => {
      requestSheetOnStart(listingId, sheet);
      onLeave();
    },
    [onLeave],
  );
  return (
    <LightChrome frame="listing" onLeave={onLeave} handoverFailed={handoverFailed}>
      <ListingDetailMain listingRef={listingRefOf(startPath)} requestSheet={requestSheet} />
    </LightChrome>
  );
}

/** A default export: app/root.tsx loads this frame only for a visit that opens on a listing. */
export default function ListingShell(props: LightFrameProps) {
  return (
    <BrowserRouter>
      <ListingFrame {...props} />
    </BrowserRouter>
  );
}
