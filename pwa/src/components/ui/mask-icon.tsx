import type { CSSProperties } from 'react';

/**
 * An ionicons icon drawn without `<ion-icon>`: the icon's own SVG data URL (from 'ionicons/icons')
 * used as a CSS mask over `currentColor`, so it takes the text colour as ion-icon does. For the
 * landing frame of `/`, which paints before Ionic's runtime is loaded at all (app/root.tsx): every
 * ion-icon is a Stencil component that decodes, sanitises and observes its SVG at start-up.
 * Decorative only (always aria-hidden): give the button or link around it an accessible name.
 */
export function MaskIcon({ icon, className }: { icon: string; className?: string }) {
  const style = { '--mask-icon': `url("${maskableIcon(icon)}")` } as CSSProperties;
  return (
    <span className={className ? `mask-icon ${className}` : 'mask-icon'} style={style} aria-hidden="true" />
  );
}

const maskable = new Map<string, string>();

/**
 * Outline ionicons leave fill and stroke to ion-icon's stylesheet (classes `ionicon-fill-none`,
 * `ionicon-stroke-width`); drawn as an image they would come out as filled blobs. This writes the
 * same two rules into the SVG itself (ion-icon's stroke width, 32 of 512).
 */
export function maskableIcon(icon: string): string {
  let url = maskable.get(icon);
  if (!url) {
    const rules =
      '<style>.ionicon-fill-none{fill:none}.ionicon-stroke-width{stroke:black;stroke-width:32px}</style>';
    url = icon.replace(/(<svg[^>]*>)/, `$1${rules}`);
    maskable.set(icon, url);
  }
  return url;
}
