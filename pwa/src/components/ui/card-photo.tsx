import { CARD_SIZES, photoSrcSet, sizedPhoto } from '../../lib/photo-sizes';

/**
 * A result card's photo at the cards' fixed 400×250 box (no layout shift). The first cards of a page
 * load eagerly and first (largest paint), the rest lazily; no photo leaves the box's placeholder colour.
 * Stored photos come in screen sizes: a card is the width of the screen on a phone (one column),
 * half of it from 600 px and a third from 1100 px (cards.css), so a phone takes the 480 or 800.
 */
export { CARD_SIZES };

export function CardPhoto({ src, eager }: { src: string | null | undefined; eager: boolean }) {
  if (!src) return null;
  return (
    <img
      src={sizedPhoto(src, 800)}
      srcSet={photoSrcSet(src)}
      sizes={photoSrcSet(src) ? CARD_SIZES : undefined}
      alt=""
      width={400}
      height={250}
      loading={eager ? 'eager' : 'lazy'}
      // The first cards' photos are the page's largest paint: asked for before other images.
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}
