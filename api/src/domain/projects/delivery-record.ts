/**
 * Developers' delivered projects — the evidence behind each track record — and the summary per
 * developer that /past-projects shows, computed from the stored record only:
 *
 * - a record counts as delivered when its status is 'Delivered' or 'Delivered late';
 * - delay = the stored months between the promised and the actual possession;
 * - on time = a delay of at most ON_TIME_GRACE_MONTHS (the line the record's own 'Delivered late'
 *   label draws); on-time share = on-time deliveries / deliveries;
 * - median delay = the middle delay of the developer's deliveries (the mean of the two middle ones
 *   when their number is even), so one very late project does not swamp the rest;
 * - stalled projects are counted beside it and are in neither figure (they were never delivered).
 */
import type { Doc } from '../query-language';

export const ON_TIME_GRACE_MONTHS = 3;

export const DELIVERY_METHOD =
  `Delay = months from the promised to the actual possession. On time = handed over within ${ON_TIME_GRACE_MONTHS} months of the promise. ` +
  'On-time share = on-time deliveries ÷ deliveries; median delay = the middle delay of the deliveries. ' +
  'Stalled projects are counted apart: they were never delivered.';

export interface DeliveredProject {
  /** Stable within the developer's record: '{developerSlug}-{index}'. */
  id: string;
  name: string;
  developer: string;
  developerSlug: string;
  city: string | null;
  locality: string | null;
  units: number | null;
  /** 'YYYY-MM'; null on records stored before the dates were kept. */
  promised: string | null;
  handedOver: string | null;
  /** Handover year (always stored). */
  year: number;
  delayMonths: number;
  onTime: boolean;
  occupancyPct: number | null;
}

export interface DeveloperRecordSummary {
  developer: string;
  developerSlug: string;
  delivered: number;
  onTime: number;
  /** Whole percent; null without deliveries. */
  onTimePct: number | null;
  medianDelayMonths: number | null;
  stalled: number;
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const month = (v: unknown) => (typeof v === 'string' && MONTH.test(v) ? v : null);

const DELIVERED = new Set(['Delivered', 'Delivered late']);

export interface DeliveryBook {
  delivered: DeliveredProject[];
  /** Stalled records by developer slug (their cities, for the city filter). */
  stalled: Map<string, { developer: string; cities: (string | null)[] }>;
}

/** Every developer's delivered and stalled records, from the `developers` documents. */
export function deliveryBook(developers: Doc[]): DeliveryBook {
  const book: DeliveryBook = { delivered: [], stalled: new Map() };
  for (const dev of developers) {
    const name = str(dev.name) ?? 'Unnamed developer';
    const slug = str(dev.slug) ?? String(dev._id);
    const past = Array.isArray(dev.past) ? (dev.past as Record<string, unknown>[]) : [];
    const stalledCities: (string | null)[] = [];
    past.forEach((p, index) => {
      if (p.status === 'Stalled') stalledCities.push(str(p.city));
      const delay = num(p.delayMonths);
      const year = num(p.year);
      if (!DELIVERED.has(String(p.status)) || delay === null || delay < 0 || year === null) return;
      book.delivered.push({
        id: `${slug}-${index}`,
        name: str(p.name) ?? 'Unnamed project',
        developer: name,
        developerSlug: slug,
        city: str(p.city),
        locality: str(p.locality),
        units: num(p.units),
        promised: month(p.promised),
        handedOver: month(p.handedOver),
        year,
        delayMonths: delay,
        onTime: delay <= ON_TIME_GRACE_MONTHS,
        occupancyPct: num(p.occupancyPct),
      });
    });
    if (stalledCities.length > 0) book.stalled.set(slug, { developer: name, cities: stalledCities });
  }
  return book;
}

/**
 * The middle value (the mean of the two middle ones for an even count); null for none.
 * @example median([0, 2, 30]) === 2; median([0, 2, 4, 30]) === 3
 */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The summary per developer over the given deliveries (already filtered by the caller), plus the
 * stalled counts that pass the same city filter; most deliveries first, then by name.
 */
export function summarise(
  delivered: DeliveredProject[],
  stalled: DeliveryBook['stalled'],
  keepStalled: (slug: string, city: string | null) => boolean,
): DeveloperRecordSummary[] {
  const groups = new Map<string, DeliveredProject[]>();
  for (const d of delivered) groups.set(d.developerSlug, [...(groups.get(d.developerSlug) ?? []), d]);
  for (const slug of stalled.keys()) if (!groups.has(slug)) groups.set(slug, []);
  const out: DeveloperRecordSummary[] = [];
  for (const [slug, list] of groups) {
    const stalledHere = (stalled.get(slug)?.cities ?? []).filter((c) => keepStalled(slug, c)).length;
    if (list.length === 0 && stalledHere === 0) continue;
    const onTime = list.filter((d) => d.onTime).length;
    out.push({
      developer: list[0]?.developer ?? stalled.get(slug)?.developer ?? slug,
      developerSlug: slug,
      delivered: list.length,
      onTime,
      onTimePct: list.length ? Math.round((onTime / list.length) * 100) : null,
      medianDelayMonths: median(list.map((d) => d.delayMonths)),
      stalled: stalledHere,
    });
  }
  return out.sort((a, b) => b.delivered - a.delivered || a.developer.localeCompare(b.developer));
}

export const PAST_SORTS = ['delay', 'handover', 'occupancy', 'name'] as const;
export type PastSort = (typeof PAST_SORTS)[number];

const handoverKey = (d: DeliveredProject) => d.handedOver ?? `${d.year}-00`;

/** Sorts a copy: delay, handover and occupancy default to highest/latest first, name to A→Z. */
export function sortDelivered(
  list: DeliveredProject[],
  by: PastSort,
  order?: 'asc' | 'desc',
): DeliveredProject[] {
  const dir = (order ?? (by === 'name' ? 'asc' : 'desc')) === 'asc' ? 1 : -1;
  const key: Record<PastSort, (a: DeliveredProject, b: DeliveredProject) => number> = {
    delay: (a, b) => a.delayMonths - b.delayMonths,
    handover: (a, b) => handoverKey(a).localeCompare(handoverKey(b)),
    occupancy: (a, b) => (a.occupancyPct ?? -1) - (b.occupancyPct ?? -1),
    name: (a, b) => a.name.localeCompare(b.name),
  };
  // Ties keep one order whatever the direction: by id, so pages never repeat or skip a record.
  return [...list].sort((a, b) => dir * key[by](a, b) || a.id.localeCompare(b.id));
}
