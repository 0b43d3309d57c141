/**
 * A result card's photo at the cards' fixed 400×250 box (no layout shift). The first cards of a page
 * load eagerly (largest paint), the rest lazily; no photo leaves the box's placeholder colour.
 */
export function CardPhoto({ src, eager }: { src: string | null | undefined; eager: boolean }) {
  if (!src) return null;
  return (
    <img src={src} alt="" width={400} height={250} loading={eager ? 'eager' : 'lazy'} decoding="async" />
  );
}
