/**
 * Opening the home/plot posting form (/sell/post) with some answers already given — the valuation
 * page's "Post it for sale / for rent" — through the URL: `?new=1&pf-city=Gurgaon&pf-bhk=3…`.
 * `new=1` makes the form start a NEW draft, so an existing draft is never overwritten; the form
 * reads the `pf-` values once into it (features/posting/components/use-draft.ts) and drops them from
 * the URL. Only the fields below are read, texts up to 100 characters, numbers ≥ 0; whether a value
 * is one of the form's choices is left to the form's own rules, as for anything typed.
 */
export const PREFILL_PREFIX = 'pf-';

export const SALE_PREFILL_FIELDS = {
  listingType: 'text',
  propertyType: 'text',
  city: 'text',
  locality: 'text',
  bhk: 'number',
  area: 'number',
  areaUnit: 'text',
  floorNo: 'number',
  propertyAge: 'text',
  price: 'number',
  pricePerMonth: 'number',
} as const;
export type PrefillField = keyof typeof SALE_PREFILL_FIELDS;
export type Prefill = Partial<Record<PrefillField, string | number>>;

/**
 * The form's address with `values` to prefill.
 * @example prefillPath('/sell/post', { city: 'Gurgaon', bhk: 3 }) // '/sell/post?new=1&pf-city=Gurgaon&pf-bhk=3'
 */
export function prefillPath(route: string, values: Prefill): string {
  const params = new URLSearchParams({ new: '1' });
  for (const [field, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(PREFILL_PREFIX + field, String(value));
  }
  return `${route}?${params.toString()}`;
}

/** The prefill a URL's query carries, or null when it carries none. */
export function readPrefill(search: string): Prefill | null {
  const params = new URLSearchParams(search);
  const out: Prefill = {};
  for (const [field, kind] of Object.entries(SALE_PREFILL_FIELDS) as [PrefillField, 'text' | 'number'][]) {
    const raw = params.get(PREFILL_PREFIX + field)?.trim();
    if (!raw || raw.length > 100) continue;
    if (kind === 'text') out[field] = raw;
    else if (/^\d+(\.\d+)?$/.test(raw)) out[field] = Number(raw);
  }
  return Object.keys(out).length > 0 ? out : null;
}

/** The URL parameters that carry a prefill, to drop once it is read. */
export function prefillParams(search: string): string[] {
  return [...new URLSearchParams(search).keys()].filter((k) => k.startsWith(PREFILL_PREFIX));
}
