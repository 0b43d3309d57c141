import { describe, expect, it } from 'vitest';
import { isVerified, sellerLabel, toListingCard, toProjectCard } from './card-models';

describe('toProjectCard', () => {
  const doc = {
    id: 'p1',
    slug: 'coral-park',
    name: 'Coral Park',
    developer: 'Pratham Dhara Infra',
    city: 'Greater Noida',
    locality: 'Yamuna Expressway',
    images: ['/api/files/a'],
    priceRange: { min: 3_500_000, max: 6_100_000 },
    configurations: ['1 BHK', '2 BHK'],
    areaRangeSqft: { min: 720, max: 1260 },
    possession: { quarter: 'Q4', year: 2026 },
    status: 'Ready to Move',
    score: 9.5,
  };
  it('links by slug and formats the price range', () => {
    const card = toProjectCard(doc);
    expect(card.href).toBe('/projects/coral-park');
    expect(card.priceText).toBe('₹35.0 L – ₹61.0 L');
    expect(card.possession).toBe('Q4 2026');
    expect(card.place).toBe('Yamuna Expressway, Greater Noida');
    expect(card.image).toBe('/api/files/a');
  });
  it('falls back to the id, defaults and no score', () => {
    const card = toProjectCard({ _id: 'x9', name: 'A', score: null });
    expect(card.href).toBe('/projects/x9');
    expect(card.priceText).toBe('Price on request');
    expect(card.status).toBe('Under Construction');
    expect(card.possession).toBe('TBD');
    expect(card.score).toBeNull();
  });
});

describe('toListingCard', () => {
  it("uses the API's url and monthly rent", () => {
    const card = toListingCard({
      id: 'l1',
      title: 'PG',
      url: '/user-property/l1',
      pricePerMonth: 8000,
      category: 'pg',
      sellerType: 'owner',
    });
    expect(card.href).toBe('/user-property/l1');
    expect(card.priceText).toBe('₹8,000/month');
    expect(card.seller).toBe('Owner');
  });
  it('reads PG and commercial facts as words, not stored values', () => {
    const pg = toListingCard({ _id: 'p', category: 'pg', propertyType: 'pg', pgMeta: { sharing: '3' } });
    expect(pg.facts).toEqual(['Triple sharing']);
    expect(toListingCard({ _id: 'q', propertyType: 'pg', pgMeta: { sharing: '1' } }).facts).toEqual([
      'Private room',
    ]);
    const shop = toListingCard({ _id: 'c', propertyType: 'commercial', commercialSubType: 'mall_shop' });
    expect(shop.facts).toEqual(['Mall shop']);
    expect(toListingCard({ _id: 'h', bhk: 3, propertyType: 'Villa' }).facts).toEqual(['3 BHK', 'Villa']);
  });
  it('links by slug when there is no url', () => {
    expect(toListingCard({ _id: 'l2', slug: 'a-b' }).href).toBe('/listing/a-b');
    expect(toListingCard({ _id: 'l3' }).href).toBe('/user-property/l3');
  });
  it('labels seller kinds and verification as the spec says', () => {
    expect(sellerLabel('builder')).toBe('Builder');
    expect(sellerLabel('agent')).toBe('Agent');
    expect(sellerLabel(undefined)).toBe('Seller');
    expect(isVerified({ isVerified: '1' })).toBe(true);
    expect(isVerified({ status: 'verified' })).toBe(true);
    expect(isVerified({ verified: 'no' })).toBe(false);
  });
});
