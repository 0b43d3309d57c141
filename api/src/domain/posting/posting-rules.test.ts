/** The shared posting rules: every message of spec part 3 §5 on the field it belongs to. */
import { describe, expect, it } from 'vitest';
import { buildCommercialTitle, defaultCommercialPayload, validateCommercial } from './commercial-rules';
import type { CommercialPayload } from './commercial-rules';
import { fieldMap } from './field-error';
import { buildPgTitle, defaultPgMeta, defaultPgPayload, validatePg } from './pg-rules';
import type { PgPayload } from './pg-rules';
import { buildSaleTitle, defaultSalePayload, saleCategory, validateSale } from './sale-rules';
import { toSqft } from './common-rules';

const contact = { contactName: 'Asha Rao', contactPhone: '9876543210', contactEmail: 'asha@example.com' };
const photo = (n: number) => Array.from({ length: n }, (_, i) => `/api/files/${String(i).padStart(24, '0')}`);

const goodPg = (): PgPayload => ({
  ...defaultPgPayload(),
  ...contact,
  city: 'Noida',
  location: 'Sector 62',
  pricePerMonth: 9000,
  photos: photo(2),
});

const goodOffice = (): CommercialPayload => ({
  ...defaultCommercialPayload(),
  ...contact,
  city: 'Gurgaon',
  locality: 'Sector 44',
  area: 1200,
  pricePerMonth: 90000,
  securityDeposit: 270000,
  photos: photo(3),
});

describe('PG rules', () => {
  it('accepts a complete PG with the form defaults', () => {
    expect(validatePg(goodPg())).toEqual([]);
  });

  it('defaults follow spec part 3 §3', () => {
    const m = defaultPgMeta();
    expect([m.occupancy, m.sharing, m.furnishing, m.gender, m.bathroomType, m.food]).toEqual([
      'shared',
      '2',
      'furnished',
      'any',
      'attached',
      'veg+nonveg',
    ]);
    expect(m.amenities.wifi && m.amenities.housekeeping && m.rules.visitorsAllowed).toBe(true);
    expect(m.amenities.ac || m.rules.smokingAllowed).toBe(false);
  });

  it('answers each §5 message on its field', () => {
    const f = fieldMap(validatePg(defaultPgPayload()));
    expect(f).toEqual({
      contactName: 'Please fill your name, mobile and email.',
      contactPhone: 'Please fill your name, mobile and email.',
      contactEmail: 'Please fill your name, mobile and email.',
      city: 'Please fill city and locality.',
      location: 'Please fill city and locality.',
      pricePerMonth: 'Please enter rent per month.',
      photos: 'Please upload at least 1 photo.',
    });
  });

  it('refuses a bad mobile, a bad email, an unknown city, 11 photos and unknown options', () => {
    const f = fieldMap(
      validatePg({
        ...goodPg(),
        contactPhone: '5123456789',
        contactEmail: 'asha@',
        city: 'Mumbai',
        photos: photo(11),
        pgMeta: { ...defaultPgMeta(), sharing: '5' },
      }),
    );
    expect(f).toEqual({
      contactPhone: 'Enter a valid 10-digit mobile number.',
      contactEmail: 'Enter a valid email address.',
      city: 'Choose a city in Delhi NCR.',
      photos: 'You can add at most 10 photos.',
      'pgMeta.sharing': 'Choose one of the offered options.',
    });
  });

  it('builds a title from the residence and place', () => {
    expect(buildPgTitle({ ...goodPg(), pgMeta: { residenceName: 'Sunrise PG' } })).toBe(
      'Sunrise PG in Sector 62, Noida',
    );
  });
});

describe('commercial rules', () => {
  it('accepts a complete office for rent', () => {
    expect(validateCommercial(goodOffice())).toEqual([]);
  });

  it('defaults follow spec part 3 §3', () => {
    const d = defaultCommercialPayload();
    expect([
      d.userType,
      d.listingType,
      d.commercialSubType,
      d.areaUnit,
      d.ownershipType,
      d.negotiable,
    ]).toEqual(['owner', 'Rent', 'office', 'sq ft', 'Freehold', true]);
    expect(d.commercialMeta).toMatchObject({
      seatType: 'dedicated',
      workingDays: 'Mon-Sat',
      workingHours: '10:00-19:00',
    });
  });

  it('needs RERA ID for agents and builders, not owners', () => {
    for (const userType of ['agent', 'builder'] as const)
      expect(fieldMap(validateCommercial({ ...goodOffice(), userType })).reraId).toBe(
        'RERA ID is required for Agent/Builder.',
      );
    expect(validateCommercial({ ...goodOffice(), userType: 'agent', reraId: 'HRERA-123' })).toEqual([]);
  });

  it('asks the area, rent and deposit of a rented office', () => {
    const f = fieldMap(
      validateCommercial({ ...goodOffice(), area: undefined, pricePerMonth: 0, securityDeposit: undefined }),
    );
    expect(f).toEqual({
      area: 'Enter property area.',
      pricePerMonth: 'Enter monthly rent.',
      securityDeposit: 'Enter security deposit.',
    });
  });

  it('asks the sale price when selling', () => {
    const f = fieldMap(validateCommercial({ ...goodOffice(), listingType: 'Sell' }));
    expect(f).toEqual({ price: 'Enter sale price.' });
  });

  it('coworking: seats and price per seat, no deposit, no area', () => {
    const p = {
      ...goodOffice(),
      commercialSubType: 'coworking' as const,
      area: undefined,
      securityDeposit: undefined,
      commercialMeta: {},
    };
    expect(fieldMap(validateCommercial(p))).toEqual({
      'commercialMeta.seatsAvailable': 'Enter number of seats available.',
      'commercialMeta.pricePerSeat': 'Enter price per seat.',
    });
    expect(validateCommercial({ ...p, commercialMeta: { seatsAvailable: 40, pricePerSeat: 7000 } })).toEqual(
      [],
    );
  });

  it('warehouse needs covered area, land needs land area', () => {
    const base = { ...goodOffice(), area: undefined, commercialMeta: {} };
    expect(fieldMap(validateCommercial({ ...base, commercialSubType: 'warehouse' }))).toEqual({
      'commercialMeta.coveredArea': 'Enter covered area.',
    });
    expect(fieldMap(validateCommercial({ ...base, commercialSubType: 'land' }))).toEqual({
      'commercialMeta.landArea': 'Enter land area.',
    });
  });

  it('photos 1–15 and floor plans up to 6; category and listing type required', () => {
    const f = fieldMap(
      validateCommercial({
        ...goodOffice(),
        photos: photo(16),
        floorPlans: photo(7),
        commercialSubType: undefined,
        listingType: undefined,
      }),
    );
    expect(f).toMatchObject({
      photos: 'You can add at most 15 photos.',
      floorPlans: 'You can add at most 6 floor plans.',
      commercialSubType: 'Choose a property category.',
      listingType: 'Choose Rent or Sell.',
    });
    expect(fieldMap(validateCommercial({ ...goodOffice(), photos: [] })).photos).toBe(
      'Please upload at least 1 photo.',
    );
  });

  it('checks sub-type options and flags', () => {
    const f = fieldMap(
      validateCommercial({ ...goodOffice(), commercialMeta: { pantry: 'gold', cabins: -1 } }),
    );
    expect(f).toEqual({
      'commercialMeta.pantry': 'Choose one of the offered options.',
      'commercialMeta.cabins': 'Enter a number of 0 or more.',
    });
  });

  it('builds the title from area, category label, building, locality and city', () => {
    expect(buildCommercialTitle({ ...goodOffice(), buildingName: 'Cyber Towers' })).toBe(
      '1,200 sq ft Office Space in Cyber Towers, Sector 44, Gurgaon',
    );
    expect(
      buildCommercialTitle({
        commercialSubType: 'warehouse',
        commercialMeta: { coveredArea: 20000 },
        city: 'Faridabad',
      }),
    ).toBe('20,000 sq ft Warehouse in Faridabad');
    expect(buildCommercialTitle({ commercialSubType: 'land' })).toBe('Commercial Land');
  });
});

describe('home and plot rules', () => {
  const goodHome = () => ({
    ...defaultSalePayload(),
    ...contact,
    city: 'Gurgaon',
    locality: 'Sector 45',
    bhk: 3,
    area: 1650,
    price: 21_500_000,
    photos: photo(4),
  });

  it('accepts a complete flat for sale', () => {
    expect(validateSale(goodHome())).toEqual([]);
  });

  it('asks BHK of homes only, the right price per deal', () => {
    expect(fieldMap(validateSale({ ...goodHome(), bhk: undefined, listingType: 'Rent' }))).toEqual({
      bhk: 'Choose the number of bedrooms (BHK).',
      pricePerMonth: 'Enter monthly rent.',
    });
    expect(validateSale({ ...goodHome(), propertyType: 'Plot', bhk: undefined })).toEqual([]);
  });

  it('missing everything: contact, place, type, area, price, photos', () => {
    const f = fieldMap(validateSale({ listingType: 'Sell' }));
    expect(f).toMatchObject({
      contactName: 'Please fill your name, mobile and email.',
      city: 'Please fill city and locality.',
      locality: 'Please fill city and locality.',
      propertyType: 'Choose a property type.',
      area: 'Enter property area.',
      price: 'Enter sale price.',
      photos: 'Please upload at least 1 photo.',
    });
  });

  it('category and title follow the listing', () => {
    expect(saleCategory({ propertyType: 'Plot', listingType: 'Sell' })).toBe('plot');
    expect(saleCategory({ propertyType: 'Villa', listingType: 'Rent' })).toBe('rent');
    expect(buildSaleTitle(goodHome())).toBe('3 BHK Apartment for Sale in Sector 45, Gurgaon');
    expect(
      buildSaleTitle({
        propertyType: 'Plot',
        area: 200,
        areaUnit: 'sq yd',
        listingType: 'Sell',
        city: 'Noida',
      }),
    ).toBe('200 sq yd Residential Plot for Sale in Noida');
  });

  it('converts area units', () => {
    expect([toSqft(100, 'sq ft'), toSqft(100, 'sq yd'), toSqft(100, 'sq m')]).toEqual([100, 900, 1076]);
  });
});
