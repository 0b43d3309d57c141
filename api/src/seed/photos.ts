/**
 * Generated photos: simple SVG scenes (tower blocks, rooms, offices) rendered to WebP with sharp.
 * Nothing is downloaded and no real property is shown. A small pool is rendered once and shared
 * by all listings, so 100,000 listings cost ~40 images, not 500,000.
 */
import sharp from 'sharp';
import { rngFor, type Rng } from './prng';

export type PhotoKind = 'home' | 'interior' | 'commercial' | 'project';

const W = 1200;
const H = 800;
const SKIES = [
  ['#8ec5ff', '#e0f0ff'],
  ['#ffb88c', '#ffe7d1'],
  ['#a1c4fd', '#c2e9fb'],
  ['#f6d365', '#fda085'],
  ['#cfd9df', '#e2ebf0'],
];
const FACADES = ['#e8e2d6', '#d7ccc8', '#cfd8dc', '#f5f0e6', '#bcaaa4', '#e0e0e0'];
const WALLS = ['#f3ede2', '#e7eef3', '#f2e6e0', '#e9f1e7', '#f7f3ea'];

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

function towers(rng: Rng, count: number, facade: string): string {
  let out = '';
  for (let t = 0; t < count; t++) {
    const w = rng.int(140, 240);
    const h = rng.int(280, 600);
    const x = Math.round(((t + 0.5) * W) / count - w / 2 + rng.int(-40, 40));
    const y = 640 - h;
    out += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${facade}" stroke="#8d8d8d" stroke-width="2"/>`;
    for (let wy = y + 20; wy < 620; wy += 34) {
      for (let wx = x + 14; wx < x + w - 24; wx += 30)
        out += `<rect x="${wx}" y="${wy}" width="16" height="20" fill="#5d7b8c" opacity="0.75"/>`;
    }
  }
  return out;
}

function trees(rng: Rng): string {
  let out = '';
  for (let i = 0; i < rng.int(4, 9); i++) {
    const x = rng.int(20, W - 20);
    const r = rng.int(25, 55);
    out += `<rect x="${x - 5}" y="${660 - r}" width="10" height="${r + 20}" fill="#6d4c41"/><circle cx="${x}" cy="${650 - r}" r="${r}" fill="${rng.pick(['#558b2f', '#689f38', '#33691e', '#7cb342'])}"/>`;
  }
  return out;
}

function exterior(rng: Rng): string {
  const [top, bottom] = rng.pick(SKIES);
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="${rng.int(100, 1100)}" cy="${rng.int(80, 200)}" r="50" fill="#fff8e1" opacity="0.8"/>
${towers(rng, rng.int(2, 5), rng.pick(FACADES))}<rect y="640" width="${W}" height="160" fill="#9ccc65"/><rect y="700" width="${W}" height="40" fill="#78909c"/>${trees(rng)}`;
}

function interior(rng: Rng): string {
  const wall = rng.pick(WALLS);
  const sofa = rng.pick(['#5c6bc0', '#8d6e63', '#26a69a', '#ef6c00', '#546e7a']);
  return `<rect width="${W}" height="${H}" fill="${wall}"/><rect y="560" width="${W}" height="240" fill="${rng.pick(['#bcaaa4', '#d7ccc8', '#a1887f', '#cfc6b8'])}"/>
<rect x="${rng.int(120, 700)}" y="150" width="320" height="240" fill="#bbdefb" stroke="#ffffff" stroke-width="14"/>
<rect x="${rng.int(100, 500)}" y="460" width="460" height="130" rx="20" fill="${sofa}"/><rect x="${rng.int(650, 900)}" y="520" width="160" height="60" fill="#6d4c41"/>
<rect x="${rng.int(950, 1080)}" y="300" width="8" height="260" fill="#424242"/><circle cx="${rng.int(950, 1080)}" cy="290" r="40" fill="#fff59d" opacity="0.8"/>`;
}

function office(rng: Rng): string {
  let desks = '';
  for (let i = 0; i < 4; i++)
    desks += `<rect x="${120 + i * 260}" y="${rng.int(470, 520)}" width="200" height="24" fill="#8d6e63"/><rect x="${150 + i * 260}" y="${rng.int(400, 440)}" width="90" height="60" fill="#37474f"/>`;
  return `<rect width="${W}" height="${H}" fill="${rng.pick(['#eceff1', '#f5f5f5', '#e8eaf6'])}"/><rect y="600" width="${W}" height="200" fill="#90a4ae"/>
<rect x="0" y="80" width="${W}" height="260" fill="#b3e5fc" opacity="0.7"/>${desks}`;
}

/** One scene as WebP (~1200×800, quality 70). Same (seed, kind, n) ⇒ same bytes. */
export async function renderPhoto(
  seed: number,
  kind: PhotoKind,
  n: number,
  caption: string,
): Promise<Buffer> {
  const rng = rngFor(seed, 'photo', kind, n);
  const scene =
    kind === 'interior'
      ? interior(rng)
      : kind === 'commercial'
        ? n % 2
          ? office(rng)
          : exterior(rng)
        : exterior(rng);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">${scene}
<rect x="24" y="${H - 76}" width="${Math.min(W - 48, 40 + caption.length * 15)}" height="52" rx="10" fill="#000000" opacity="0.45"/>
<text x="44" y="${H - 40}" font-family="DejaVu Sans, sans-serif" font-size="26" fill="#ffffff">${esc(caption)}</text></svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 70 }).toBuffer();
}

/** The pool: kind → how many images, and their captions. */
export const PHOTO_POOL: Record<PhotoKind, { count: number; caption: (n: number) => string }> = {
  home: { count: 10, caption: (n) => `Demo photo · Exterior ${n + 1}` },
  interior: {
    count: 10,
    caption: (n) =>
      `Demo photo · ${['Living room', 'Bedroom', 'Dining', 'Study', 'Lounge'][n % 5] ?? 'Room'}`,
  },
  commercial: { count: 8, caption: (n) => `Demo photo · ${n % 2 ? 'Office floor' : 'Commercial building'}` },
  project: { count: 12, caption: () => "Artist's impression (illustrative)" },
};
