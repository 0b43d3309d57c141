/**
 * Previous / next buttons over a photo strip (the gallery on the page and the full-screen viewer),
 * disabled at either end; nothing for a single photo. `classPrefix` keeps each place's styling
 * (`gal-arrow gal-prev`, `pv-arrow pv-next`).
 */
export function PhotoArrows({
  index,
  count,
  classPrefix,
  onGo,
}: {
  index: number;
  count: number;
  classPrefix: 'gal' | 'pv';
  onGo: (index: number) => void;
}) {
  if (count <= 1) return null;
  return (
    <>
      <button
        type="button"
        className={`${classPrefix}-arrow ${classPrefix}-prev`}
        aria-label="Previous photo"
        disabled={index === 0}
        onClick={() => onGo(index - 1)}
      >
        ‹
      </button>
      <button
        type="button"
        className={`${classPrefix}-arrow ${classPrefix}-next`}
        aria-label="Next photo"
        disabled={index === count - 1}
        onClick={() => onGo(index + 1)}
      >
        ›
      </button>
    </>
  );
}
