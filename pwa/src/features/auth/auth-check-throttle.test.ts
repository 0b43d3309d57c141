import { describe, expect, it } from 'vitest';
import { AuthCheckRateLimited, createAuthCheckGate } from './auth-check-throttle';

describe('auth check throttle (one call per 5 s)', () => {
  it('lets one call through per interval and refuses the rest with the spec text', () => {
    let t = 1_000;
    const gate = createAuthCheckGate(5000, () => t);
    gate.enter();
    t += 4_999;
    expect(() => gate.enter()).toThrow(AuthCheckRateLimited);
    expect(() => gate.enter()).toThrow('Rate limited - too many auth checks.');
    t += 1;
    expect(() => gate.enter()).not.toThrow();
    gate.reset();
    expect(() => gate.enter()).not.toThrow();
  });
});
