import { describe, expect, it } from 'vitest';
import { photoSrcSet, sizedPhoto } from './photo-sizes';

const stored = '/api/files/0123456789abcdef01234567';

describe('photo screen sizes', () => {
  it('offers the 480 and 800 px sizes of a stored photo', () => {
    expect(sizedPhoto(stored, 480)).toBe(`${stored}?w=480`);
    expect(photoSrcSet(stored)).toBe(`${stored}?w=480 480w, ${stored}?w=800 800w`);
  });

  it('leaves any other url as it is', () => {
    for (const url of ['/icons/placeholder.svg', 'https://example.com/a.jpg', '/api/files/a.webp']) {
      expect(sizedPhoto(url, 800)).toBe(url);
      expect(photoSrcSet(url)).toBeUndefined();
    }
  });
});
