/**
 * An ionicons icon drawn without `<ion-icon>`: the icon's own SVG (from 'ionicons/icons', bundled
 * constants, never user input) written inline, filled and stroked with `currentColor` the way
 * ion-icon's stylesheet draws it (ui.css .inline-icon). For the light frames that paint before
 * Ionic's runtime is loaded at all (app/root.tsx): every ion-icon is a Stencil component that
 * decodes, sanitises and observes its SVG at start-up.
 *
 * Inline rather than as a CSS mask over a data URL (how it was drawn first): every data-URL SVG is
 * an image document of its own, made while styles are computed, and on a 4×-slowed phone the
 * frame's six or seven icons added ~70 ms to the first style pass of every page.
 * Decorative only (always aria-hidden): give the button or link around it an accessible name.
 */
export function InlineIcon({ icon, className }: { icon: string; className?: string }) {
  const { viewBox, markup } = iconParts(icon);
  return (
    <svg
      className={className ? `inline-icon ${className}` : 'inline-icon'}
      viewBox={viewBox}
      aria-hidden="true"
      focusable="false"
      // The inside of a bundled ionicons SVG (see above): paths and shapes only.
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}

const parts = new Map<string, { viewBox: string; markup: string }>();

/** The viewBox and inner markup of an ionicons data URL (`data:image/svg+xml;utf8,<svg …>…</svg>`). */
export function iconParts(icon: string): { viewBox: string; markup: string } {
  let found = parts.get(icon);
  if (!found) {
    const svg = icon.startsWith('data:') ? decodeIfEncoded(icon.slice(icon.indexOf(',') + 1)) : icon;
    const open = /<svg[^>]*>/.exec(svg);
    const viewBox = open ? (/viewBox=['"]([^'"]+)['"]/.exec(open[0])?.[1] ?? '0 0 512 512') : '0 0 512 512';
    const start = open ? open.index + open[0].length : 0;
    const end = svg.lastIndexOf('</svg>');
    found = { viewBox, markup: svg.slice(start, end < start ? undefined : end) };
    parts.set(icon, found);
  }
  return found;
}

/** ionicons writes its data URLs raw (`utf8,<svg …`); a percent-encoded one is decoded. */
function decodeIfEncoded(text: string): string {
  if (!text.startsWith('%3C')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
