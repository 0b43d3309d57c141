/**
 * Images for floor plans, drawn from the same rooms the document stores (so the picture and the
 * data cannot disagree): a 2D PNG and, for some plans, an equirectangular 2:1 panorama for 360°.
 */
import sharp from 'sharp';
import type { FloorPlanDoc } from './entities';
import type { Rng } from './prng';

const PX = 64;
const MARGIN = 0.6;
const FILL: Record<string, string> = {
  Bedroom: '#e8f0fe',
  Bath: '#e0f7f4',
  Kitchen: '#fff4e0',
  Living: '#f3ecff',
  Dining: '#f3ecff',
  Balcony: '#eaf7e6',
};

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function floorPlanSvg(plan: Pick<FloorPlanDoc, 'rooms' | 'typology'>, title: string): string {
  const width = Math.max(16, Math.max(...plan.rooms.map((r) => r.x + r.w)) + MARGIN * 2);
  const height = Math.max(14, Math.max(...plan.rooms.map((r) => r.y + r.d)) + MARGIN * 2 + 1);
  const rooms = plan.rooms
    .map((r) => {
      const fill = Object.entries(FILL).find(([k]) => r.name.includes(k))?.[1] ?? '#f5f5f5';
      const [x, y, w, d] = [(r.x + MARGIN) * PX, (r.y + MARGIN + 1) * PX, r.w * PX, r.d * PX];
      const small = r.w < 2.2 || r.d < 1.7;
      return `<rect x="${x}" y="${y}" width="${w}" height="${d}" fill="${fill}" stroke="#263238" stroke-width="${0.06 * PX}"/>
<text x="${x + w / 2}" y="${y + d / 2}" font-family="DejaVu Sans, sans-serif" font-size="${small ? 12 : 16}" text-anchor="middle" fill="#263238">${escape(r.name)}</text>
<text x="${x + w / 2}" y="${y + d / 2 + 18}" font-family="DejaVu Sans, sans-serif" font-size="12" text-anchor="middle" fill="#546e7a">${r.w.toFixed(1)} × ${r.d.toFixed(1)} m</text>`;
    })
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width * PX)}" height="${Math.round(height * PX)}">
<rect width="100%" height="100%" fill="#ffffff"/>
<text x="${MARGIN * PX}" y="${0.75 * PX}" font-family="DejaVu Sans, sans-serif" font-size="22" font-weight="bold" fill="#263238">${escape(title)} · ${escape(plan.typology)} (illustrative)</text>
${rooms}
</svg>`;
}

export async function renderFloorPlanPng(
  plan: Pick<FloorPlanDoc, 'rooms' | 'typology'>,
  title: string,
): Promise<Buffer> {
  return sharp(Buffer.from(floorPlanSvg(plan, title)))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** A room seen from its centre, unrolled: ceiling, four walls with a window and a door, floor. */
export async function renderPanorama(rng: Rng): Promise<Buffer> {
  const W = 2048;
  const H = 1024;
  const wall = rng.pick(['#efe6d8', '#e3ecef', '#f1e4e1', '#e6efe3']);
  const floor = rng.pick(['#b08960', '#8d6e63', '#cfc6b8', '#9e9e9e']);
  const parts: string[] = [
    `<rect width="${W}" height="${H * 0.3}" fill="#fafafa"/>`,
    `<rect y="${H * 0.3}" width="${W}" height="${H * 0.4}" fill="${wall}"/>`,
    `<rect y="${H * 0.7}" width="${W}" height="${H * 0.3}" fill="${floor}"/>`,
  ];
  for (let c = 0; c < 4; c++)
    parts.push(
      `<line x1="${(c * W) / 4 + W / 8}" y1="${H * 0.22}" x2="${(c * W) / 4 + W / 8}" y2="${H * 0.78}" stroke="#9e9e9e" stroke-width="3"/>`,
    );
  const windowAt = rng.int(0, 3);
  const doorAt = (windowAt + 2) % 4;
  parts.push(
    `<rect x="${(windowAt * W) / 4 + W / 8 + 140}" y="${H * 0.36}" width="230" height="170" fill="#bbdefb" stroke="#ffffff" stroke-width="10"/>`,
  );
  parts.push(
    `<rect x="${(doorAt * W) / 4 + W / 8 + 180}" y="${H * 0.4}" width="110" height="${H * 0.3}" fill="#795548"/>`,
  );
  return sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${parts.join('')}</svg>`),
  )
    .webp({ quality: 70 })
    .toBuffer();
}
