/**
 * A minimal pointer-drag orbit: dragging turns the camera around a target (yaw) and tilts it
 * (pitch, clamped so it never flips under the floor). Enough for a plan; no extra dependency.
 */
export interface Orbit {
  yaw: number;
  pitch: number;
}

export const PITCH_MIN = 0.15;
export const PITCH_MAX = 1.45;

export function dragOrbit(o: Orbit, dx: number, dy: number, speed = 0.008): Orbit {
  return { yaw: o.yaw - dx * speed, pitch: Math.max(PITCH_MIN, Math.min(PITCH_MAX, o.pitch + dy * speed)) };
}

/** Camera position on a sphere of `radius` around the origin. */
export function orbitPosition(o: Orbit, radius: number): [number, number, number] {
  return [
    radius * Math.cos(o.pitch) * Math.sin(o.yaw),
    radius * Math.sin(o.pitch),
    radius * Math.cos(o.pitch) * Math.cos(o.yaw),
  ];
}

/** Wires pointer events on an element to an orbit; returns the cleanup. */
export function attachDrag(el: HTMLElement, get: () => Orbit, set: (o: Orbit) => void): () => void {
  let last: { x: number; y: number } | null = null;
  const down = (e: PointerEvent) => {
    last = { x: e.clientX, y: e.clientY };
    el.setPointerCapture(e.pointerId);
  };
  const move = (e: PointerEvent) => {
    if (!last) return;
    set(dragOrbit(get(), e.clientX - last.x, e.clientY - last.y));
    last = { x: e.clientX, y: e.clientY };
  };
  const up = () => {
    last = null;
  };
  el.addEventListener('pointerdown', down);
  el.addEventListener('pointermove', move);
  el.addEventListener('pointerup', up);
  el.addEventListener('pointercancel', up);
  return () => {
    el.removeEventListener('pointerdown', down);
    el.removeEventListener('pointermove', move);
    el.removeEventListener('pointerup', up);
    el.removeEventListener('pointercancel', up);
  };
}
