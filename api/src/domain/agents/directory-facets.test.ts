import { describe, expect, it } from 'vitest';
import { facetsOf } from './directory-facets';

const key = (city: string) => city.toLowerCase();

describe('directory chips', () => {
  it('counts agents per city and per locality of each type, most first', () => {
    const facets = facetsOf(
      [
        {
          type: 'agent',
          cities: ['Gurgaon'],
          cityKeys: ['gurgaon'],
          localities: [{ city: 'Gurgaon', name: 'Sector 45' }],
        },
        {
          type: 'agent',
          cities: ['Gurgaon', 'Noida'],
          cityKeys: ['gurgaon', 'noida'],
          localities: [
            { city: 'Gurgaon', name: 'Sector 45' },
            { city: 'Gurgaon', name: 'Sector 46' },
            { city: 'Noida', name: 'Sector 62' },
          ],
        },
        {
          type: 'builder',
          cities: ['Noida'],
          cityKeys: ['noida'],
          localities: [{ city: 'Noida', name: 'Sector 150' }],
        },
      ],
      key,
    );
    expect(facets).toEqual({
      agent: {
        cities: [
          { name: 'Gurgaon', agents: 2 },
          { name: 'Noida', agents: 1 },
        ],
        localities: {
          gurgaon: [
            { name: 'Sector 45', agents: 2 },
            { name: 'Sector 46', agents: 1 },
          ],
          noida: [{ name: 'Sector 62', agents: 1 }],
        },
      },
      builder: {
        cities: [{ name: 'Noida', agents: 1 }],
        localities: { noida: [{ name: 'Sector 150', agents: 1 }] },
      },
    });
  });
});
