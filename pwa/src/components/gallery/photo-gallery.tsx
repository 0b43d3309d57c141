/**
 * A listing's photos as phone users expect them: swipe between photos (CSS scroll-snap, the
 * browser's own momentum), a "2 / 6" counter, thumbnails, and a tap opens the full-screen viewer
 * with pinch-zoom. The cover loads eagerly (it is the page's largest paint); the others lazily,
 * all with width/height so nothing shifts while they arrive. Phones get the 480/800 px screen
 * sizes (lib/photo-sizes.ts), wide screens the original; the viewer shows the original to zoom.
 */
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { PHOTO_HEIGHT, PHOTO_WIDTH } from './gesture-math';
import './gallery.css';
import { PhotoArrows } from './photo-arrows';
import { hasSizes, photoSrcSet, sizedPhoto } from '../../lib/photo-sizes';

const PhotoViewer = lazy(() => import('./photo-viewer'));

interface PhotoGalleryProps {
  photos: readonly string[];
  /** Alt text base: "{title}, photo 2 of 6". */
  title: string;
}

export function PhotoGallery({ photos, title }: PhotoGalleryProps) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [viewerAt, setViewerAt] = useState<number | null>(null);
  const count = photos.length;

  const onScroll = useCallback(() => {
    const el = track.current;
    if (!el || !el.clientWidth) return;
    setIndex(Math.round(el.scrollLeft / el.clientWidth));
  }, []);

  const goTo = useCallback(
    (i: number) => {
      const el = track.current;
      if (!el) return;
      const target = Math.min(count - 1, Math.max(0, i));
      el.scrollTo({ left: target * el.clientWidth, behavior: 'smooth' });
      setIndex(target);
    },
    [count],
  );

  if (count === 0) {
    return (
      <div className="gal gal-empty" data-testid="gallery">
        <p>No photos yet</p>
      </div>
    );
  }

  return (
    <div className="gal" data-testid="gallery">
      <div className="gal-frame">
        <div
          ref={track}
          className="gal-track"
          onScroll={onScroll}
          role="region"
          aria-roledescription="carousel"
          aria-label={`Photos of ${title}`}
          tabIndex={0}
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight') goTo(index + 1);
            if (e.key === 'ArrowLeft') goTo(index - 1);
          }}
        >
          {photos.map((src, i) => (
            <button
              key={src + i}
              type="button"
              className="gal-slide"
              aria-label={`Open photo ${i + 1} of ${count} full screen`}
              onClick={() => setViewerAt(i)}
            >
              <picture>
                {/* Wide screens (the 760 px column, often at 2×): the original. */}
                {hasSizes(src) && <source media="(min-width: 1024px)" srcSet={src} />}
                <img
                  src={sizedPhoto(src, 800)}
                  srcSet={photoSrcSet(src)}
                  sizes="100vw"
                  alt={`${title}, photo ${i + 1} of ${count}`}
                  width={PHOTO_WIDTH}
                  height={PHOTO_HEIGHT}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  decoding={i === 0 ? 'sync' : 'async'}
                  {...(i === 0 ? { fetchPriority: 'high' as const } : {})}
                  draggable={false}
                />
              </picture>
            </button>
          ))}
        </div>
        <span className="gal-counter" data-testid="gallery-counter" aria-live="polite">
          {index + 1} / {count}
        </span>
        <PhotoArrows index={index} count={count} classPrefix="gal" onGo={goTo} />
      </div>
      {count > 1 && (
        <div className="gal-thumbs" role="group" aria-label="Choose a photo">
          {photos.map((src, i) => (
            <button
              key={src + i}
              type="button"
              className={`gal-thumb${i === index ? ' is-on' : ''}`}
              aria-label={`Photo ${i + 1}`}
              aria-current={i === index}
              onClick={() => goTo(i)}
            >
              <img src={sizedPhoto(src, 480)} alt="" width={96} height={64} loading="lazy" decoding="async" />
            </button>
          ))}
        </div>
      )}
      {/* On <body>: inside ion-content a fixed layer would sit under the app's header and tab bar. */}
      {viewerAt !== null &&
        createPortal(
          <Suspense fallback={null}>
            <PhotoViewer
              photos={photos}
              title={title}
              start={viewerAt}
              onClose={(last) => {
                setViewerAt(null);
                goTo(last);
              }}
            />
          </Suspense>,
          document.body,
        )}
    </div>
  );
}
