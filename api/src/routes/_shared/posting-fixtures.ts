/** Valid create bodies for the posting tests, in the spec's field names (as the PWA sends them). */
export const CONTACT = {
  contactName: 'Asha Rao',
  contactPhone: '9876543210',
  contactEmail: 'Asha@Example.com',
};

export const pgBody = (photos: string[]) => ({
  ...CONTACT,
  title: '',
  description: 'Quiet PG near the metro.',
  city: 'Noida',
  location: 'Sector 62',
  listingType: 'Rent',
  category: 'pg',
  propertyType: 'pg',
  pricePerMonth: 9500,
  securityDeposit: 19000,
  photos,
  pgMeta: { residenceName: 'Sunrise PG', sharing: '2', gender: 'female', amenities: { ac: true } },
});

export const officeBody = (photos: string[], floorPlans: string[] = []) => ({
  ...CONTACT,
  city: 'Gurgaon',
  locality: 'Sector 44',
  buildingName: 'Cyber Towers',
  listingType: 'Rent',
  category: 'commercial',
  commercialSubType: 'office',
  userType: 'owner',
  area: 1200,
  areaUnit: 'sq ft',
  pricePerMonth: 90000,
  securityDeposit: 270000,
  photos,
  floorPlans,
  amenities: { powerBackup: true, lifts: true, wifi: false },
  commercialMeta: { furnishing: 'furnished', cabins: 3, pantry: 'dry', seatsAvailable: 99 },
});

export const homeBody = (photos: string[]) => ({
  ...CONTACT,
  listingType: 'Sell',
  propertyType: 'Apartment',
  city: 'Gurgaon',
  locality: 'Sector 45',
  bhk: 3,
  bathrooms: 2,
  area: 1650,
  price: 21_500_000,
  highlights: ['Park facing', ' '],
  photos,
});
