/** InlineIcon (inline-icon.tsx): an ionicons data URL drawn as inline SVG, with no image document. */
import { render } from '@testing-library/react';
import { add, menuOutline } from 'ionicons/icons';
import { describe, expect, it } from 'vitest';
import { iconParts, InlineIcon } from './inline-icon';

describe('InlineIcon', () => {
  it('writes the icon’s own shapes inline, decorative, with its viewBox', () => {
    const { container } = render(<InlineIcon icon={menuOutline} className="tab" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('class')).toBe('inline-icon tab');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('viewBox')).toBe('0 0 512 512');
    // Outline icons keep ionicons' classes, which ui.css styles as ion-icon's stylesheet does.
    expect(svg.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(svg.querySelector('.ionicon-stroke-width')).not.toBeNull();
    expect(svg.innerHTML).not.toContain('<svg');
    // No CSS image: nothing for the browser to load as a document.
    expect(svg.getAttribute('style')).toBeNull();
  });

  it('reads encoded and raw data URLs alike', () => {
    const raw = iconParts(add);
    const encoded = iconParts(`data:image/svg+xml,${encodeURIComponent(add.slice(add.indexOf(',') + 1))}`);
    expect(encoded).toEqual(raw);
    expect(raw.markup).toMatch(/^<path /);
  });
});
