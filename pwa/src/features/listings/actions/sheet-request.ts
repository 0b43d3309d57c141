/**
 * A sheet asked for in the light frame of a listing page (app/landing/listing-frame.tsx): the
 * sheets are Ionic modals, so the tap hands over to the full app and the listing page it renders
 * opens the sheet once mounted. Imports nothing, like app/landing/menu-request.ts.
 */
export type ListingSheet = 'callback' | 'contact' | 'report' | 'improve';

let pending: { listingId: string; sheet: ListingSheet } | null = null;

export function requestSheetOnStart(listingId: string, sheet: ListingSheet): void {
  pending = { listingId, sheet };
}

/** The sheet asked for on this listing, once; null when none. */
export function takeSheetRequest(listingId: string): ListingSheet | null {
  if (pending?.listingId !== listingId) return null;
  const { sheet } = pending;
  pending = null;
  return sheet;
}
