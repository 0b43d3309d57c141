/**
 * The listing detail page's rules, pure: which price it is, ₹/sq ft, the EMI estimate, the areas
 * in the chosen unit, amenities, who listed it, the maps link, and the page's head (description,
 * JSON-LD). Spec part 2 §2 (User property detail), §5 (price per sqft), §9 (EMI, area units).
 */
import { emiEstimate } from '@propai/api/domain/finance/emi';
import { COMMERCIAL_LABELS } from '@propai/api/domain/posting/commercial-rules';
import { optionLabel } from '@propai/api/domain/posting/option-labels';
import { type AreaUnit, formatArea, formatIndianNumber, formatPrice } from '../../../lib/format';
import type { ListingDetailView } from '../api/detail-extras';

/** Rent and PG are quoted per month; so is a commercial listing for rent. */
export function isMonthly(l: Pick<ListingDetailView, 'category' | 'listingType'>): boolean {
  return l.category === 'rent' || l.category === 'pg' || l.listingType?.toLowerCase() === 'rent';
}

/** The listed price: the sale price, or the monthly rent. */
export function listedPrice(l: ListingDetailView): number | null {
  const v = isMonthly(l) ? (l.pricePerMonth ?? l.price) : (l.price ?? l.pricePerMonth);
  return v != null && v > 0 ? v : null;
}

export function priceText(l: ListingDetailView): string {
  const p = listedPrice(l);
  return p == null ? 'Price on request' : formatPrice(p) + (isMonthly(l) ? ' /month' : '');
}

/** The listing's area in sq ft (areaSqft, else area when its unit is sq ft or unstated). */
export function areaSqft(l: ListingDetailView): number | null {
  if (l.areaSqft && l.areaSqft > 0) return l.areaSqft;
  const unit = l.areaUnit?.toLowerCase().replace(/[^a-z]/g, '');
  if (l.area && l.area > 0 && (!unit || unit === 'sqft')) return l.area;
  if (l.area && l.area > 0 && (unit === 'sqm' || unit === 'sqmetre' || unit === 'sqmeter'))
    return l.area * 10.7639;
  if (l.area && l.area > 0 && (unit === 'sqyd' || unit === 'sqyard' || unit === 'sqyards')) return l.area * 9;
  return null;
}

/** Spec §5: rounded price ÷ area, only with both; never for a monthly rent. */
export function pricePerSqft(l: ListingDetailView): number | null {
  const p = listedPrice(l);
  const a = areaSqft(l);
  if (p == null || a == null || isMonthly(l)) return null;
  return Math.round(p / a);
}

/** Spec §9: 8.5 %/yr, 20 years, full price, monthly compounding; sale listings only. */
export function listingEmi(l: ListingDetailView): number | null {
  return isMonthly(l) ? null : emiEstimate(listedPrice(l));
}

export interface AreaRow {
  label: string;
  text: string;
}

/** Every area the listing gives, in the chosen unit; empty rows dropped. */
export function areaRows(l: ListingDetailView, unit: AreaUnit): AreaRow[] {
  const rows: [string, number | null | undefined][] = [
    ['Super built-up area', areaSqft(l)],
    ['Built-up area', l.builtUpArea],
    ['Carpet area', l.carpetArea],
  ];
  return rows.map(([label, sqft]) => ({ label, text: formatArea(sqft, unit) })).filter((r) => r.text !== '');
}

/** Amenities arrive as a list or as one comma string: split, trimmed, empties dropped. */
export function amenityList(value: string[] | string | undefined): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return items
    .flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
}

export interface ListedBy {
  role: string;
  name?: string;
  company?: string;
  reraId?: string;
}

/** 'Listed by': Owner, Agent or Builder; RERA id and company for agents and builders only. */
export function listedBy(l: ListingDetailView): ListedBy {
  const kind = (l.sellerType ?? l.userType ?? 'owner').toLowerCase();
  const pro = kind === 'agent' || kind === 'builder';
  const role =
    kind === 'agent' ? 'Agent' : kind === 'builder' ? 'Builder' : kind === 'owner' ? 'Owner' : 'Seller';
  return {
    role,
    name: l.listerName,
    ...(pro && l.companyName ? { company: l.companyName } : {}),
    ...(pro && l.reraId ? { reraId: l.reraId } : {}),
  };
}

/** Address, then locality, sector and city unless the address already names them. */
export function placeLine(l: ListingDetailView): string {
  const address = l.address?.trim() ?? '';
  const said = address.toLowerCase();
  const rest = [l.locality, l.sector, l.city].filter(
    (p, i, all): p is string => !!p && !said.includes(p.toLowerCase()) && all.indexOf(p) === i,
  );
  return [address, ...rest].filter(Boolean).join(', ');
}

/** The stored map link, else a Google Maps search at the coordinates or the address. */
export function mapsLink(l: ListingDetailView): string | null {
  if (l.mapUrl && /^https?:\/\//.test(l.mapUrl)) return l.mapUrl;
  if (l.location)
    return `https://www.google.com/maps/search/?api=1&query=${l.location.lat},${l.location.lng}`;
  const place = placeLine(l);
  return place ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}` : null;
}

const KIND_LABELS: Record<string, string> = {
  sale: 'For sale',
  rent: 'For rent',
  pg: 'PG / Co-living',
  commercial: 'Commercial',
  plot: 'Plot',
};

export function kindLabel(l: ListingDetailView): string {
  if (l.category === 'commercial') return `Commercial · ${isMonthly(l) ? 'for lease' : 'for sale'}`;
  return KIND_LABELS[l.category ?? ''] ?? 'Listing';
}

export interface Fact {
  label: string;
  value: string;
}

const SUB_TYPE_LABELS: Readonly<Record<string, string>> = COMMERCIAL_LABELS;

/** 'PG / Co-living', a commercial sub-type's name ('Office Space'), else the stored type ('Villa'). */
function propertyTypeLabel(l: ListingDetailView): string | undefined {
  if (l.propertyType === 'pg') return 'PG / Co-living';
  if (l.propertyType === 'commercial') return SUB_TYPE_LABELS[l.commercialSubType ?? ''] ?? 'Commercial';
  return l.propertyType;
}

/** Key facts: only what the listing states, in the words of the posting form. */
export function keyFacts(l: ListingDetailView): Fact[] {
  const bhk = l.bhk ?? l.bedrooms;
  const floor =
    l.floorNo != null ? `${l.floorNo}${l.totalFloors != null ? ` of ${l.totalFloors}` : ''}` : undefined;
  const facts: [string, string | number | undefined][] = [
    ['Property type', propertyTypeLabel(l)],
    ['Bedrooms', bhk != null ? `${bhk} BHK` : undefined],
    ['Bathrooms', l.bathrooms],
    ['Floor', floor],
    ['Facing', l.facing],
    ['Furnishing', l.furnishing ? optionLabel(l.furnishing) : undefined],
    ['Property age', l.propertyAge],
    ['Ownership', l.ownership ?? l.ownershipType],
    ['Available from', l.availableFrom ? formatDay(l.availableFrom) : undefined],
    ['Security deposit', l.securityDeposit ? formatPrice(l.securityDeposit) : undefined],
    ['Maintenance', l.maintenanceMonthly ? `${formatPrice(l.maintenanceMonthly)} /month` : undefined],
    ['Lease term', l.leaseTermMonths ? `${l.leaseTermMonths} months` : undefined],
    ['Lock-in', l.lockinMonths ? `${l.lockinMonths} months` : undefined],
    ['Negotiable', l.negotiable == null ? undefined : l.negotiable ? 'Yes' : 'No'],
  ];
  return facts
    .filter((f): f is [string, string | number] => f[1] !== undefined && f[1] !== '')
    .map(([label, value]) => ({ label, value: String(value) }));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '12 Mar 2026' without Intl (see domain/format/display on Intl's first-use cost). */
export function formatDay(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** Whole days between two instants, never negative. */
export function daysSince(iso: string, now: number = Date.now()): number | null {
  const t = new Date(iso).getTime();
  return Number.isNaN(t) ? null : Math.max(0, Math.floor((now - t) / 86_400_000));
}

/** "Listed N days ago · available as of {date}" from the API's freshness block. */
export function freshnessLine(f: { listedAt: string; availableAsOf: string }, now = Date.now()): string {
  const days = daysSince(f.listedAt, now);
  const listed =
    days == null ? '' : days === 0 ? 'Listed today' : `Listed ${days} day${days === 1 ? '' : 's'} ago`;
  return [listed, `available as of ${formatDay(f.availableAsOf)}`].filter(Boolean).join(' · ');
}

/** The first 160 characters of what a search result or a shared link should say. */
export function metaDescription(l: ListingDetailView): string {
  const parts = [priceText(l), formatArea(areaSqft(l)), placeLine(l)].filter(Boolean).join(' · ');
  const text = l.description ? `${parts}. ${l.description}` : parts;
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

/** PG details in the PG form's words (posting/components/pg-sections.tsx, option-labels). */
export function pgFacts(pg: ListingDetailView['pgMeta']): {
  facts: Fact[];
  amenities: string[];
  rules: Fact[];
} {
  if (!pg) return { facts: [], amenities: [], rules: [] };
  const opt = (v: string | undefined) => (v ? optionLabel(v) : undefined);
  const rows: [string, string | undefined][] = [
    ['PG / residence name', pg.residenceName],
    ['Landmark', pg.landmark],
    ['Available from', pg.availableFrom ? formatDay(pg.availableFrom) : undefined],
    ['Minimum stay (months)', pg.minStayMonths != null ? String(pg.minStayMonths) : undefined],
    ['Occupancy', opt(pg.occupancy)],
    ['Sharing', pg.sharing === '1' ? '1 (Private)' : pg.sharing],
    ['Furnishing', opt(pg.furnishing)],
    ['For', opt(pg.gender)],
    ['Bathroom', opt(pg.bathroomType)],
    ['Food', opt(pg.food)],
  ];
  return {
    facts: rows.filter((r): r is [string, string] => !!r[1]).map(([label, value]) => ({ label, value })),
    amenities: Object.entries(pg.amenities ?? {})
      .filter(([, on]) => on)
      .map(([k]) => optionLabel(k)),
    rules: Object.entries(pg.rules ?? {}).map(([k, allowed]) => ({
      label: optionLabel(k),
      value: allowed ? 'Yes' : 'No',
    })),
  };
}

/**
 * Commercial details under the posting form's labels (domain/posting/commercial-fields): every
 * field of the listing's sub-type that it states, flags as one list, choices in their words.
 */
export function commercialFacts(l: ListingDetailView, fields: readonly MetaFieldLike[]): Fact[] {
  const meta = l.commercialMeta ?? {};
  const out: Fact[] = [];
  for (const f of fields) {
    if (f.kind === 'flags') {
      const on = (f.keys ?? []).filter((k) => meta[k] === true).map(optionLabel);
      if (on.length) out.push({ label: f.label, value: on.join(', ') });
      continue;
    }
    const v = meta[f.key ?? ''];
    if (v === undefined || v === '' || v === false) continue;
    if (f.kind === 'area') {
      const unit = meta[f.unitKey ?? ''];
      out.push({
        label: f.label,
        value: `${formatIndianValue(v)}${typeof unit === 'string' ? ` ${unit}` : ''}`,
      });
    } else if (f.kind === 'choice') out.push({ label: f.label, value: optionLabel(String(v)) });
    else out.push({ label: f.label, value: v === true ? 'Yes' : formatIndianValue(v) });
  }
  return out;
}

/** The shape of a commercial form field this page reads (commercial-fields MetaField). */
export interface MetaFieldLike {
  kind: string;
  label: string;
  key?: string;
  unitKey?: string;
  keys?: readonly string[];
}

function formatIndianValue(v: string | number | boolean): string {
  return typeof v === 'number' ? formatIndianNumber(v) : String(v);
}
