import { describe, expect, it } from 'vitest';
import { listingsText, responseText, typeOf } from './agent-text';

describe('directory words', () => {
  it.each([
    [{ considered: 4, handled: 3, rate: 75 }, 'Calls back 75 % of requests within 48 h (3 of 4)'],
    [{ considered: 2, handled: 2, rate: null }, 'Response rate: too few requests to say (2; shown from 3)'],
    [{ considered: 0, handled: 0, rate: null }, 'Response rate: no callback requests yet'],
  ])('%j → %s', (rate, text) => {
    expect(responseText(rate)).toBe(text);
  });

  it('counts listings and reads the type from the URL', () => {
    expect([listingsText(0), listingsText(1), listingsText(12)]).toEqual([
      'No live listings',
      '1 live listing',
      '12 live listings',
    ]);
    expect([typeOf('builder'), typeOf('plumber'), typeOf(null)]).toEqual(['builder', 'agent', 'agent']);
  });
});
