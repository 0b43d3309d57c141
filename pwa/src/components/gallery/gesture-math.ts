/**
 * The photo viewer's gesture arithmetic, pure so it is tested without a browser: zoom limits, how
 * far a zoomed photo may be dragged, and which photo a swipe lands on.
 */
/** The seed and the upload pipeline store 3:2 photos; boxes keep that ratio either way. */
export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 800;

export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
/** Double-tap zoom. */
export const TAP_SCALE = 2.5;

export const clampScale = (s: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, s));

/** A zoomed photo may move until its edge meets the frame's edge, no further (per axis). */
export function clampPan(offset: number, scale: number, frame: number): number {
  const limit = ((scale - 1) * frame) / 2;
  return Math.min(limit, Math.max(-limit, offset));
}

/** The scale after a pinch: the start scale times how much the fingers spread. */
export function pinchScale(startScale: number, startDistance: number, distance: number): number {
  return startDistance > 0 ? clampScale((startScale * distance) / startDistance) : startScale;
}

/**
 * The photo a released swipe lands on: the next or previous one when the finger travelled a
 * fifth of the width (or flicked faster than 0.4 px/ms), else the same; never past the ends.
 */
export function swipeTarget(index: number, dx: number, width: number, count: number, velocity = 0): number {
  const far = Math.abs(dx) > width / 5 || Math.abs(velocity) > 0.4;
  const step = far ? (dx < 0 ? 1 : -1) : 0;
  return Math.min(count - 1, Math.max(0, index + step));
}
