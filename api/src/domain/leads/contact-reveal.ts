/**
 * What a buyer who asked a lister to call may see: the lister's phone with call and WhatsApp links
 * (issue 15). Pure: the number is never part of a public answer; GET /api/leads/contact/{listingId}
 * builds this only for a signed-in buyer with a contact request for that listing.
 */

/** Distinct listings one buyer may reveal per rolling 24 hours; reading one again is free. */
export const REVEALS_PER_DAY = 20;
export const REVEAL_WINDOW_MS = 24 * 60 * 60_000;

/** India's country code, prefixed to a 10-digit mobile for wa.me (which wants the full number). */
const COUNTRY_CODE = '91';

/** The prefilled WhatsApp message: names the listing, and links it when the app's origin is known. */
export function whatsappMessage(listing: { title: string; url?: string | null }): string {
  const where = listing.url ? ` (${listing.url})` : '';
  return `Hi, I saw your listing "${listing.title}"${where} on PropAI and would like to know more.`;
}

/**
 * Digits only; a 10-digit Indian mobile gets the country code, a number with one (91…, 12 digits)
 * keeps it. Null when nothing dialable is left.
 *
 * @example internationalDigits('+91 98765-43210') → '919876543210'
 */
export function internationalDigits(phone: string): string | null {
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length === 10) return COUNTRY_CODE + digits;
  if (digits.length >= 11 && digits.length <= 15) return digits;
  return null;
}

/**
 * @example
 *   contactLinks('98765 43210', { title: '2 BHK in Sector 45', url: 'https://propai.example/user-property/a1' })
 *   // → { telUrl: 'tel:+919876543210', whatsappUrl: 'https://wa.me/919876543210?text=Hi%2C…' }
 */
export function contactLinks(
  phone: string,
  listing: { title: string; url?: string | null },
): { telUrl: string; whatsappUrl: string } | null {
  const digits = internationalDigits(phone);
  if (!digits) return null;
  return {
    telUrl: `tel:+${digits}`,
    whatsappUrl: `https://wa.me/${digits}?text=${encodeURIComponent(whatsappMessage(listing))}`,
  };
}
