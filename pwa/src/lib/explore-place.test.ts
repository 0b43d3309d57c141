import { describe, expect, it } from 'vitest';
import { canonicalPlaceParams, exploreSearchPath, placeQuery } from './explore-place';

describe('what a typed place searches', () => {
  it('a city, in any spelling, is city=', () => {
    expect(exploreSearchPath(' Gurgaon ')).toBe('/explore?city=Gurgaon&type=buy');
    expect(exploreSearchPath('ggn')).toBe('/explore?city=Gurgaon&type=buy');
    expect(exploreSearchPath('noida')).toBe('/explore?city=Noida&type=buy');
  });
  it('a place inside a city is the city plus area=', () => {
    expect(exploreSearchPath('Sohna Road')).toBe('/explore?city=Gurgaon&area=Sohna+Road&type=buy');
    expect(placeQuery('yeida')).toEqual({ city: 'Greater Noida', area: 'YEIDA' });
  });
  it('a PIN, a sector or a project name is q=', () => {
    expect(exploreSearchPath('201305')).toBe('/explore?q=201305&type=buy');
    expect(exploreSearchPath(' Sector   137 ')).toBe('/explore?q=Sector+137&type=buy');
    expect(exploreSearchPath('Aster Square')).toBe('/explore?q=Aster+Square&type=buy');
  });
  it('empty is plain /explore', () => expect(exploreSearchPath('   ')).toBe('/explore'));
});

describe('the canonical explore address', () => {
  const canon = (q: string) => canonicalPlaceParams(new URLSearchParams(q))?.toString() ?? null;
  it('names the city by its canonical name, keeping the other parameters in place', () => {
    expect(canon('city=ggn&type=buy')).toBe('city=Gurgaon&type=buy');
    expect(canon('city=++Gurgaon+&type=buy')).toBe('city=Gurgaon&type=buy');
    expect(canon('type=buy&city=Gurugram&sort=priceLow')).toBe('type=buy&city=Gurgaon&sort=priceLow');
  });
  it('turns a place into city + area and unknown text into q', () => {
    expect(canon('city=Sohna+Road&type=buy')).toBe('city=Gurgaon&area=Sohna+Road&type=buy');
    expect(canon('city=201305&type=buy')).toBe('q=201305&type=buy');
    expect(canon('city=&type=buy')).toBe('type=buy');
    expect(canon('city=201305&q=')).toBe('q=201305');
  });
  it('leaves a canonical address alone', () => {
    expect(canon('city=Gurgaon&type=buy')).toBeNull();
    expect(canon('city=Gurgaon&area=Sohna+Road')).toBeNull();
    expect(canon('q=201305')).toBeNull();
  });
});
