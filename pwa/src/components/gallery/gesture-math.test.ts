import { describe, expect, it } from 'vitest';
import { clampPan, clampScale, pinchScale, swipeTarget } from './gesture-math';

describe('photo viewer gestures', () => {
  it('zooms between 1× and 4×', () => {
    expect(clampScale(0.5)).toBe(1);
    expect(clampScale(9)).toBe(4);
    expect(pinchScale(1, 100, 250)).toBe(2.5);
    expect(pinchScale(2, 100, 10)).toBe(1);
  });

  it('lets a zoomed photo move until its edge meets the frame', () => {
    expect(clampPan(500, 2, 400)).toBe(200);
    expect(clampPan(-500, 2, 400)).toBe(-200);
    expect(clampPan(50, 1, 400)).toBe(0);
  });

  it('moves one photo on a long or fast swipe, never past the ends', () => {
    expect(swipeTarget(0, -100, 390, 6)).toBe(1);
    expect(swipeTarget(1, 100, 390, 6)).toBe(0);
    expect(swipeTarget(1, -30, 390, 6)).toBe(1);
    expect(swipeTarget(1, -30, 390, 6, -0.8)).toBe(2);
    expect(swipeTarget(5, -300, 390, 6)).toBe(5);
    expect(swipeTarget(0, 300, 390, 6)).toBe(0);
  });
});
