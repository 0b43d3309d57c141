#!/usr/bin/env node
// Generates PropAI's app icons (pwa/public) from one SVG mark: a house outline with a 'P' in it.
// Why a script and committed PNGs: the icons are source assets that the manifest, iOS and the
// service-worker precache point at, so they must exist before any build; regenerating them is a
// deliberate act (`node pwa/scripts/make-icons.mjs`), not a build step. `sharp` comes from the api
// workspace (hoisted to the repo root), so no new dependency.
import { writeFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');
const brand = '#0b5cff';

// The mark on a 512 grid: roof, walls and a 'P' drawn as strokes (no font, so it renders the same
// everywhere).
const mark = `
  <g fill="none" stroke="#fff" stroke-width="30" stroke-linecap="round" stroke-linejoin="round">
    <path d="M96 250 L256 112 L416 250"/>
    <path d="M146 214 V400 H366 V214"/>
    <path d="M226 400 V270 H272 A38 38 0 0 1 272 346 H226"/>
  </g>`;

/**
 * An icon: a background (rounded or full-bleed) and the mark scaled about the centre.
 * @param {{ radius: number, scale: number }} options
 */
function svg({ radius, scale }) {
  const offset = (512 * (1 - scale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <rect width="512" height="512" rx="${radius}" fill="${brand}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">${mark}</g>
</svg>
`;
}

const anyIcon = svg({ radius: 112, scale: 1 });
// Maskable: full-bleed background, mark inside the 80 % safe-zone circle (the OS crops the rest).
const maskableIcon = svg({ radius: 0, scale: 0.62 });
// iOS rounds the corners itself and shows transparency as black: full-bleed, a little padding.
const appleIcon = svg({ radius: 0, scale: 0.8 });

/**
 * @param {string} source SVG text
 * @param {number} size width and height in px
 * @param {string} file name under pwa/public
 */
async function png(source, size, file) {
  const out = await sharp(Buffer.from(source))
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
  await writeFile(join(publicDir, file), out);
  console.log(`${file.padEnd(24)} ${size}x${size} ${out.length} B`);
}

await mkdir(publicDir, { recursive: true });
await writeFile(join(publicDir, 'favicon.svg'), anyIcon);
await png(anyIcon, 192, 'icon-192.png');
await png(anyIcon, 512, 'icon-512.png');
await png(maskableIcon, 512, 'icon-maskable-512.png');
await png(appleIcon, 180, 'apple-touch-icon.png');
