import { describe, expect, it } from 'vitest';
import { type EnrichForm, enrichPayload, splitList } from './enrich-rules';

const blank: EnrichForm = {
  floorNo: '',
  totalFloors: '',
  carpetArea: '',
  builtUpArea: '',
  facing: '',
  parking: '',
  powerBackup: '',
  waterSource: '',
  highlights: '',
  amenities: '',
  furnishing: '',
};

describe('splitList', () => {
  it('splits on commas, trims each item and drops empties', () => {
    expect(splitList(' Lift, , Gym ,')).toEqual(['Lift', 'Gym']);
    expect(splitList('   ')).toEqual([]);
    expect(splitList('Corner unit')).toEqual(['Corner unit']);
  });
});

describe('enrichPayload', () => {
  it('sends nothing for an untouched form', () => {
    expect(enrichPayload(blank)).toEqual({ body: {}, errors: {} });
  });

  it('sends only non-empty fields: numbers as numbers, texts trimmed, lists split', () => {
    const { body, errors } = enrichPayload({
      ...blank,
      floorNo: ' 7 ',
      totalFloors: '14',
      carpetArea: '950.5',
      facing: ' North-East ',
      parking: '  ',
      furnishing: 'semifurnished',
      highlights: 'Corner unit, , Near metro ',
      amenities: ',',
    });
    expect(errors).toEqual({});
    expect(body).toEqual({
      floorNo: 7,
      totalFloors: 14,
      carpetArea: 950.5,
      facing: 'North-East',
      furnishing: 'semifurnished',
      highlights: ['Corner unit', 'Near metro'],
    });
  });

  it('names the fields the server would refuse, with its messages', () => {
    const { body, errors } = enrichPayload({
      ...blank,
      floorNo: 'seven',
      totalFloors: '301',
      builtUpArea: '-1',
      facing: 'x'.repeat(31),
      amenities: Array.from({ length: 41 }, (_, i) => `a${i}`).join(','),
    });
    expect(errors).toEqual({
      floorNo: 'Enter a number.',
      totalFloors: 'Enter a number in range.',
      builtUpArea: 'Enter a number in range.',
      facing: 'Keep this under 30 characters.',
      amenities: 'At most 40 items.',
    });
    expect(body).toEqual({});
  });

  it('allows a basement floor down to -5', () => {
    expect(enrichPayload({ ...blank, floorNo: '-2' }).body).toEqual({ floorNo: -2 });
    expect(enrichPayload({ ...blank, floorNo: '-6' }).errors).toEqual({
      floorNo: 'Enter a number in range.',
    });
  });
});
