/**
 * What the map can show and which ₹ figure colours each layer. Projects are coloured by their
 * stored average ₹/sq ft; listings by the figure that compares like with like within their kind:
 * a sale by price ÷ area, a rental by monthly rent ÷ area, a PG bed by its monthly rent (PG
 * listings state no area). Commercial listings are let or sold, so the map shows one deal at a
 * time (`deal`), never a to-let rent and a sale price in one set of bands.
 */

export const MAP_LAYERS = ['projects', 'listings'] as const;
export type MapLayer = (typeof MAP_LAYERS)[number];

export const MAP_KINDS = ['sale', 'rent', 'pg', 'commercial', 'plot'] as const;
export type MapKind = (typeof MAP_KINDS)[number];

export const MAP_DEALS = ['rent', 'buy'] as const;
export type MapDeal = (typeof MAP_DEALS)[number];

export type MapMeasure = 'psf' | 'rent-psf' | 'rent';

/** How each measure is named in the legend and the popup. */
export const MEASURE_UNITS: Record<MapMeasure, string> = {
  psf: '₹/sq ft',
  'rent-psf': '₹/sq ft a month',
  rent: '₹ a month',
};

/** What the listing layer of a kind (and deal, for commercial) is coloured by. */
export function listingMeasure(kind: MapKind, deal: MapDeal): MapMeasure {
  if (kind === 'pg') return 'rent';
  if (kind === 'rent') return 'rent-psf';
  if (kind === 'commercial') return deal === 'rent' ? 'rent-psf' : 'psf';
  return 'psf';
}

/** Whether a commercial listing belongs to the chosen deal ('Rent' listings are let, others sold). */
export function matchesDeal(listingType: unknown, deal: MapDeal): boolean {
  return (listingType === 'Rent') === (deal === 'rent');
}

/**
 * A listing's figure for its measure, or null when the listing lacks what it needs.
 * @example listingFigure('psf', { price: 9_000_000, area: 1200 }) === 7500
 */
export function listingFigure(measure: MapMeasure, l: { price?: number; area?: number }): number | null {
  const price = typeof l.price === 'number' && l.price > 0 ? l.price : null;
  if (price === null) return null;
  if (measure === 'rent') return price;
  const area = typeof l.area === 'number' && l.area > 0 ? l.area : null;
  if (area === null) return null;
  // Sale ₹/sq ft in whole rupees; rent per sq ft keeps one decimal (₹38.5 a month is a real figure).
  return measure === 'psf' ? Math.round(price / area) : Math.round((price / area) * 10) / 10;
}

/** Words for the legend: "sale listings", "commercial listings to let", "projects". */
export function layerNoun(layer: MapLayer, kind: MapKind, deal: MapDeal): string {
  if (layer === 'projects') return 'projects';
  const kinds: Record<MapKind, string> = {
    sale: 'sale listings',
    rent: 'rental listings',
    pg: 'PG listings',
    commercial: deal === 'rent' ? 'commercial listings to let' : 'commercial listings for sale',
    plot: 'plot listings',
  };
  return kinds[kind];
}
