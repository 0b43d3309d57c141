import { describe, expect, it } from 'vitest';
import {
  delayText,
  delayTone,
  medianText,
  monthText,
  parsePastParams,
  pastApiQuery,
  toPastParams,
} from './past-params';

describe('/past-projects address and words', () => {
  it('reads and writes city, developer and sort; the default sort is the longest delay', () => {
    const s = parsePastParams(new URLSearchParams('city=Noida&developer=alpha-builders&sort=recent'));
    expect(s).toEqual({ city: 'Noida', developer: 'alpha-builders', sort: 'recent' });
    expect(toPastParams(s).toString()).toBe('city=Noida&developer=alpha-builders&sort=recent');
    expect(parsePastParams(new URLSearchParams('sort=nope&developer=a.b'))).toEqual({
      city: '',
      developer: '',
      sort: 'delay',
    });
    expect(pastApiQuery(s)).toEqual({
      city: 'Noida',
      developer: 'alpha-builders',
      sort: 'handover',
      order: 'desc',
    });
    expect(pastApiQuery(parsePastParams(new URLSearchParams('sort=delay-short')))).toMatchObject({
      sort: 'delay',
      order: 'asc',
    });
  });

  it('prints months, delays and medians', () => {
    expect(monthText('2019-04')).toBe('Apr 2019');
    expect(monthText('2019-13')).toBeNull();
    expect(monthText(null)).toBeNull();
    expect([0, 1, 14].map(delayText)).toEqual(['On time', '1 month late', '14 months late']);
    expect([0, 3, 4, 12, 13].map(delayTone)).toEqual(['on-time', 'on-time', 'late', 'late', 'very-late']);
    expect([null, 0, 1, 8.5].map(medianText)).toEqual(['—', 'none', '1 month', '8.5 months']);
  });
});
