import { describe, expect, it } from 'vitest';
import { sanitizeNextPath } from './next-path';

describe('sanitizeNextPath (open-redirect safe ?next=)', () => {
  it('keeps same-origin relative paths with their query and hash', () => {
    expect(sanitizeNextPath('/my/listings')).toBe('/my/listings');
    expect(sanitizeNextPath('/explore?type=buy#top')).toBe('/explore?type=buy#top');
    expect(sanitizeNextPath('/profile')).toBe('/profile');
  });

  it('refuses anything that could leave the site', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/x',
      'javascript:alert(1)',
      'my/listings',
      '/x\nLocation: //evil',
      '\\\\evil.example',
      ' /x',
    ]) {
      expect(sanitizeNextPath(bad)).toBe('/');
    }
  });

  it('falls back for empty values and for /login itself', () => {
    expect(sanitizeNextPath(null)).toBe('/');
    expect(sanitizeNextPath(undefined)).toBe('/');
    expect(sanitizeNextPath('')).toBe('/');
    expect(sanitizeNextPath('/login?next=/x')).toBe('/');
    expect(sanitizeNextPath('//x', '/home')).toBe('/home');
  });
});
