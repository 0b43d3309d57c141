import { describe, expect, it } from 'vitest';
import { dragOrbit, orbitPosition, PITCH_MAX, PITCH_MIN } from './orbit-drag';

describe('orbit drag', () => {
  it('turns with horizontal drags and clamps the tilt', () => {
    expect(dragOrbit({ yaw: 0, pitch: 0.5 }, 100, 0).yaw).toBeCloseTo(-0.8);
    expect(dragOrbit({ yaw: 0, pitch: 0.5 }, 0, 10_000).pitch).toBe(PITCH_MAX);
    expect(dragOrbit({ yaw: 0, pitch: 0.5 }, 0, -10_000).pitch).toBe(PITCH_MIN);
  });
  it('keeps the camera on its sphere', () => {
    const [x, y, z] = orbitPosition({ yaw: 1, pitch: 0.7 }, 10);
    expect(Math.hypot(x, y, z)).toBeCloseTo(10);
  });
});
