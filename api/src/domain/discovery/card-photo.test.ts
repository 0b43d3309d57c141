import { describe, expect, it } from 'vitest';
import { listingCardPhoto, projectCardPhoto } from './card-photo';

describe('card photo', () => {
  it("a project's cover comes first, then its first image, then the single image", () => {
    expect(projectCardPhoto({ coverImage: '/c.jpg', images: ['/a.jpg'], image: '/i.jpg' })).toBe('/c.jpg');
    expect(projectCardPhoto({ images: [3, '/a.jpg', '/b.jpg'], image: '/i.jpg' })).toBe('/a.jpg');
    expect(projectCardPhoto({ images: [], image: '/i.jpg' })).toBe('/i.jpg');
    expect(projectCardPhoto({})).toBe('');
  });

  it("a listing's first photo comes first; a single string counts as a list of one", () => {
    expect(listingCardPhoto({ photos: ['/p1.jpg', '/p2.jpg'], images: ['/a.jpg'] })).toBe('/p1.jpg');
    expect(listingCardPhoto({ photos: '/only.jpg' })).toBe('/only.jpg');
    expect(listingCardPhoto({ photos: [], images: ['/a.jpg'] })).toBe('/a.jpg');
    expect(listingCardPhoto({ thumbnail: '/t.jpg' })).toBe('/t.jpg');
    expect(listingCardPhoto({ photos: [null] })).toBe('');
  });
});
