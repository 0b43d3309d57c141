/** Hand-made listings for exact assertions in the discovery route tests. */
import { withListingSearch } from '../../domain/search/listing-fields';

let n = 0;

export function fixtureListing(over: Record<string, unknown>) {
  n += 1;
  const id = `f${String(n).padStart(23, '0')}`;
  const base = {
    _id: id,
    slug: `listing-${n}`,
    title: `Listing ${n}`,
    description: '',
    category: 'sale',
    listingType: 'Sell',
    propertyType: 'Apartment',
    city: 'Gurgaon',
    locality: 'Sector 45',
    sector: 'Sector 45',
    state: 'Haryana',
    address: `Flat ${n}, Sector 45, Gurgaon`,
    photos: ['/api/files/a', '/api/files/b'],
    status: 'live',
    verified: false,
    sellerType: 'owner',
    userType: 'owner',
    listerName: 'Asha Rao',
    contactName: 'Asha Rao',
    contactPhone: '9876543210',
    contactEmail: 'asha@example.com',
    authorId: 'u1',
    highlights: [],
    amenities: [],
    createdAt: new Date(Date.UTC(2026, 9, 1) + n * 3_600_000),
    updatedAt: new Date(Date.UTC(2026, 9, 1)),
    ...over,
  };
  return withListingSearch(base);
}
