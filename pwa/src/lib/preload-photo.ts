import { photoSrcSet, sizedPhoto } from './photo-sizes';

/**
 * Asks for a photo now, at high priority, in the size an <img> with the same `sizes` will pick: the
 * <img> rendered later finds it loaded. For the largest paint of a page whose photo address comes
 * from data fetched before the app has rendered (app/landing/early-data.ts).
 */
export function preloadPhoto(src: string | null | undefined, sizes: string): void {
  if (!src) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = sizedPhoto(src, 800);
  const srcSet = photoSrcSet(src);
  if (srcSet) {
    link.imageSrcset = srcSet;
    link.imageSizes = sizes;
  }
  link.fetchPriority = 'high';
  document.head.append(link);
}
