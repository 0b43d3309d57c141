/**
 * A listing's schema.org structured data (RealEstateListing), written once: the server puts it in a
 * live listing's HTML (routes/listings/listing-page.ts) and the app writes the same block once it
 * runs (pwa listing-detail-content.tsx), so a crawler reading either sees one description.
 */

/** What the structured data reads of a listing (the detail answer has all of it). */
export interface JsonLdListing {
  url: string;
  title: string;
  description?: string | null;
  photos?: string[];
  createdAt?: string | null;
  address?: string | null;
  locality?: string | null;
  city?: string | null;
  state?: string | null;
  location?: { lat: number; lng: number } | null;
}

/** `price`: the price a buyer sees (monthly for rent and PG), or null when none is stated. */
export function listingJsonLd(l: JsonLdListing, origin: string, price: number | null | undefined): unknown {
  const url = new URL(l.url, origin).toString();
  const photos = l.photos ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: l.title,
    url,
    ...(l.description ? { description: l.description } : {}),
    ...(photos[0] ? { image: photos.slice(0, 6).map((p) => new URL(p, origin).toString()) } : {}),
    ...(l.createdAt ? { datePosted: l.createdAt } : {}),
    ...(price != null && price > 0
      ? {
          offers: {
            '@type': 'Offer',
            price,
            priceCurrency: 'INR',
            url,
            availability: 'https://schema.org/InStock',
          },
        }
      : {}),
    contentLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(l.address ? { streetAddress: l.address } : {}),
        ...(l.locality || l.city ? { addressLocality: l.locality ?? l.city } : {}),
        ...(l.state ? { addressRegion: l.state } : {}),
        addressCountry: 'IN',
      },
      ...(l.location
        ? { geo: { '@type': 'GeoCoordinates', latitude: l.location.lat, longitude: l.location.lng } }
        : {}),
    },
  };
}
