import { describe, expect, it } from 'vitest';
import { fitWithin, jpegName } from './resize-photo';

describe('photo resizing maths', () => {
  it('brings the longest side down to 1600 px and keeps the aspect ratio', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(1200, 4800)).toEqual({ width: 400, height: 1600 });
  });

  it('never upscales a small photo', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('names the compressed file .jpg', () => {
    expect(jpegName('IMG_001.HEIC.png')).toBe('IMG_001.HEIC.jpg');
    expect(jpegName('flat')).toBe('flat.jpg');
    expect(jpegName('.png')).toBe('photo.jpg');
  });
});
