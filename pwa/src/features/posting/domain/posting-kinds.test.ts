import { describe, expect, it } from 'vitest';
import { formErrors, postingKinds, resetKeepingContact, toPayload } from './posting-kinds';

const commercial = postingKinds.commercial;

describe('posting kinds', () => {
  it('shows the spec texts of an empty commercial form, RERA for agents too', () => {
    const errors = formErrors(commercial, { ...commercial.defaults(), userType: 'agent' }, 0, 0);
    expect(errors).toMatchObject({
      contactName: 'Please fill your name, mobile and email.',
      city: 'Please fill city and locality.',
      reraId: 'RERA ID is required for Agent/Builder.',
      area: 'Enter property area.',
      pricePerMonth: 'Enter monthly rent.',
      securityDeposit: 'Enter security deposit.',
      photos: 'Please upload at least 1 photo.',
    });
  });

  it('counts photos from the stored rows, so 16 photos are refused', () => {
    expect(formErrors(commercial, commercial.defaults(), 16, 0).photos).toBe(
      'You can add at most 15 photos.',
    );
  });

  it('builds the payload: auto title, only the chosen sub-type details, only the deal’s prices, no photos', () => {
    const payload = toPayload(commercial, {
      ...commercial.defaults(),
      listingType: 'Sell',
      commercialSubType: 'warehouse',
      commercialMeta: { coveredArea: 5000, seatType: 'dedicated', crane: true },
      price: 20000000,
      pricePerMonth: 1,
      city: 'Gurgaon',
      locality: 'Manesar',
      title: '  ',
    });
    expect(payload.title).toBe('5,000 sq ft Warehouse in Manesar, Gurgaon');
    expect(payload.commercialMeta).toEqual({ coveredArea: 5000, crane: true });
    expect(payload).not.toHaveProperty('pricePerMonth');
    expect(payload).not.toHaveProperty('photos');
    expect(payload).not.toHaveProperty('floorPlans');
  });

  it('PG payload carries price equal to the monthly rent', () => {
    const payload = toPayload(postingKinds.pg, { ...postingKinds.pg.defaults(), pricePerMonth: 9000 });
    expect(payload.price).toBe(9000);
  });

  it('a reset keeps the contact details only', () => {
    const fresh = resetKeepingContact(commercial, {
      ...commercial.defaults(),
      contactName: 'Asha',
      contactPhone: '9876543210',
      city: 'Noida',
      userType: 'agent',
    });
    expect(fresh).toMatchObject({
      contactName: 'Asha',
      contactPhone: '9876543210',
      userType: 'agent',
      city: '',
    });
  });
});
