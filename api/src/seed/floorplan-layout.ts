/**
 * Apartment layouts for `floorplans`, in metres. A template is a stack of rows; each row is a
 * line of cells; a cell is one room or several rooms stacked front to back. Turning that into
 * rectangles tiles the whole plate with no gaps or overlaps, which a hand-typed list of rooms
 * would not guarantee. Walls are the rooms' edges, each stored once.
 */
import type { FloorPlanDoc } from './entities';
import type { Rng } from './prng';

type Cell = { w: number; rooms: { name: string; d?: number }[] };
type Template = { d: number; cells: Cell[] }[];

const one = (name: string, w: number): Cell => ({ w, rooms: [{ name }] });
const stack = (w: number, first: string, d: number, second: string): Cell => ({
  w,
  rooms: [{ name: first, d }, { name: second }],
});

export const TEMPLATES: Record<string, Template> = {
  '1BHK': [
    { d: 1.5, cells: [one('Balcony', 4.2), one('Utility', 3.0)] },
    { d: 4.0, cells: [one('Living / Dining', 4.2), stack(3.0, 'Kitchen', 2.6, 'Entry')] },
    { d: 3.4, cells: [one('Bedroom', 4.2), stack(3.0, 'Bath', 2.0, 'Store')] },
  ],
  '2BHK': [
    { d: 1.5, cells: [one('Balcony', 5.4), one('Utility', 3.6)] },
    { d: 4.2, cells: [one('Living / Dining', 5.4), stack(3.6, 'Kitchen', 2.7, 'Foyer')] },
    {
      d: 3.6,
      cells: [one('Bedroom 2', 3.3), stack(1.8, 'Bath 2', 1.8, 'Bath 1'), one('Master Bedroom', 3.9)],
    },
  ],
  '3BHK': [
    { d: 1.6, cells: [one('Balcony', 6.0), one('Utility', 2.4), one('Balcony 2', 3.0)] },
    {
      d: 4.5,
      cells: [one('Living / Dining', 6.0), stack(2.4, 'Kitchen', 3.0, 'Foyer'), one('Bedroom 3', 3.0)],
    },
    {
      d: 3.8,
      cells: [
        one('Master Bedroom', 4.2),
        stack(1.8, 'Master Bath', 2.2, 'Dress'),
        one('Bedroom 2', 3.6),
        stack(1.8, 'Bath 2', 1.9, 'Bath 3'),
      ],
    },
  ],
  '4BHK': [
    { d: 1.8, cells: [one('Balcony', 7.0), one('Utility', 2.6), one('Balcony 2', 5.4)] },
    {
      d: 4.8,
      cells: [
        one('Living', 4.8),
        one('Dining', 3.0),
        stack(2.8, 'Kitchen', 3.2, 'Foyer'),
        one('Bedroom 4', 4.4),
      ],
    },
    {
      d: 4.0,
      cells: [
        one('Master Bedroom', 4.2),
        stack(1.8, 'Master Bath', 2.4, 'Dress'),
        one('Bedroom 2', 3.6),
        stack(1.8, 'Bath 2', 2.0, 'Bath 3'),
        one('Bedroom 3', 3.6),
      ],
    },
  ],
};

const round2 = (n: number) => Math.round(n * 100) / 100;

export function layoutPlan(
  rng: Rng,
  typology: string,
): Pick<FloorPlanDoc, 'rooms' | 'walls' | 'carpetAreaSqft'> {
  const template = TEMPLATES[typology] ?? TEMPLATES['2BHK'] ?? [];
  // Same arrangement, slightly different sizes from project to project.
  const sx = rng.range(0.94, 1.06);
  const sy = rng.range(0.94, 1.06);
  const rooms: FloorPlanDoc['rooms'] = [];
  let y = 0;
  for (const row of template) {
    let x = 0;
    for (const cell of row.cells) {
      let cy = y;
      cell.rooms.forEach((room, i) => {
        const d = i === cell.rooms.length - 1 ? y + row.d - cy : (room.d ?? row.d);
        rooms.push({
          name: room.name,
          x: round2(x * sx),
          y: round2(cy * sy),
          w: round2(cell.w * sx),
          d: round2(d * sy),
        });
        cy += d;
      });
      x += cell.w;
    }
    y += row.d;
  }
  const seen = new Set<string>();
  const walls: FloorPlanDoc['walls'] = [];
  for (const r of rooms) {
    const [x2, y2] = [round2(r.x + r.w), round2(r.y + r.d)];
    for (const [a, b, c, d] of [
      [r.x, r.y, x2, r.y],
      [x2, r.y, x2, y2],
      [r.x, y2, x2, y2],
      [r.x, r.y, r.x, y2],
    ] as const) {
      const key = `${a},${b},${c},${d}`;
      if (!seen.has(key)) {
        seen.add(key);
        walls.push({ x1: a, y1: b, x2: c, y2: d });
      }
    }
  }
  const m2 = rooms.filter((r) => !r.name.startsWith('Balcony')).reduce((s, r) => s + r.w * r.d, 0);
  return { rooms, walls, carpetAreaSqft: Math.round(m2 * 10.7639) };
}
