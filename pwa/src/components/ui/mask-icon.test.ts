import { add, homeOutline } from 'ionicons/icons';
import { describe, expect, it } from 'vitest';
import { maskableIcon } from './mask-icon';

describe('maskableIcon', () => {
  it('writes the outline rules ion-icon would apply into the SVG, right after its opening tag', () => {
    const url = maskableIcon(homeOutline);
    expect(url.startsWith('data:image/svg+xml;utf8,<svg')).toBe(true);
    expect(url).toMatch(/class='ionicon'><style>\.ionicon-fill-none\{fill:none\}/);
    expect(url).toContain('stroke-width:32px');
    // The data URL goes inside url("…"): it must not carry a double quote or a raw '#'.
    expect(url).not.toMatch(/["#]/);
  });

  it('keeps filled icons drawable and returns the same string for the same icon', () => {
    expect(maskableIcon(add)).toContain('<path');
    expect(maskableIcon(add)).toBe(maskableIcon(add));
  });
});
