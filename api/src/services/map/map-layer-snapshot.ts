/**
 * The map's layers, read from the store into memory: per layer (projects; listings of one kind and,
 * for commercial, one deal) every place that has coordinates, with its figure and colour bands.
 *
 * Why a snapshot and not a store query per request: the map asks for a new box on every pan and
 * zoom, and a zoomed-out box over Delhi NCR holds every listing, which must be counted into cells
 * (map-aggregate.ts) — a scan of up to 100,000 documents that must not happen per request (issue
 * 20). A layer is read once and then answered from memory in a few milliseconds.
 *
 * Freshness: a layer is re-read when its collection's write version (store/types.ts) has changed,
 * at most once per `minRefreshMs` (default 30 s); meanwhile, and while a re-read runs, the last
 * snapshot answers and every answer says when it was read (`asOf`). Listings past their freshness
 * period (domain/listings/freshness.ts) are dropped per request, like default search does.
 * Memory: ~200 bytes per place (id, slug, name, position, price): ~20 MB at 100,000 listings, per
 * API process (each process keeps its own; nothing here is shared state that needs a store).
 */
import { normalizeCity } from '../../domain/search/city-aliases';
import { inDefaultSearch } from '../../domain/listings/freshness';
import type { MapPlace } from '../../domain/map/map-aggregate';
import {
  layerNoun,
  listingFigure,
  listingMeasure,
  matchesDeal,
  MEASURE_UNITS,
  type MapDeal,
  type MapKind,
  type MapLayer,
} from '../../domain/map/map-layers';
import { bandThresholds } from '../../domain/map/price-bands';
import type { Collection, Doc, Store } from '../../store/types';

export interface SnapshotPlace extends MapPlace {
  /** Listings: when the listing leaves default search, and whether it was closed (sold/rented). */
  staleAt?: Date;
  availability?: unknown;
}

export interface LayerSnapshot {
  places: SnapshotPlace[];
  unplaced: number;
  thresholds: number[] | null;
  /** How many figures the bands were computed from. */
  basis: number;
  unit: string;
  noun: string;
  asOf: Date;
}

export interface LayerKey {
  layer: MapLayer;
  kind: MapKind;
  deal: MapDeal;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);

function point(v: unknown): { lat: number; lng: number } | null {
  if (typeof v !== 'object' || v === null) return null;
  const { lat, lng } = v as { lat?: unknown; lng?: unknown };
  const la = num(lat);
  const ln = num(lng);
  return la !== null && ln !== null && Math.abs(la) <= 90 && Math.abs(ln) <= 180
    ? { lat: la, lng: ln }
    : null;
}

const PROJECT_FIELDS = {
  slug: 1,
  name: 1,
  city: 1,
  locality: 1,
  'location.coordinates': 1,
  'pricing.pricePerSqft': 1,
  priceRange: 1,
  startingPrice: 1,
  bhk: 1,
} as const;

const LISTING_FIELDS = {
  slug: 1,
  title: 1,
  city: 1,
  locality: 1,
  location: 1,
  listingType: 1,
  bhk: 1,
  staleAt: 1,
  availability: 1,
  'search.price': 1,
  'search.area': 1,
} as const;

function projectPlace(d: Doc): SnapshotPlace | 'unplaced' {
  const at = point((d.location as { coordinates?: unknown } | undefined)?.coordinates);
  if (!at) return 'unplaced';
  const pricing = d.pricing as { pricePerSqft?: { average?: unknown } } | undefined;
  const range = d.priceRange as { min?: unknown } | undefined;
  const psf = num(pricing?.pricePerSqft?.average);
  return {
    id: d._id,
    slug: str(d.slug),
    name: str(d.name) ?? 'Project',
    ...at,
    city: str(d.city),
    locality: str(d.locality),
    cityKey: normalizeCity(str(d.city) ?? ''),
    price: num(range?.min) ?? num(d.startingPrice),
    figure: psf !== null && psf > 0 ? Math.round(psf) : null,
    bhk: null,
  };
}

function listingPlace(d: Doc, key: LayerKey): SnapshotPlace | 'unplaced' {
  const at = point(d.location);
  if (!at) return 'unplaced';
  const search = (d.search ?? {}) as { price?: unknown; area?: unknown };
  const price = num(search.price);
  const area = num(search.area);
  return {
    id: d._id,
    slug: str(d.slug),
    name: str(d.title) ?? 'Listing',
    ...at,
    city: str(d.city),
    locality: str(d.locality),
    cityKey: normalizeCity(str(d.city) ?? ''),
    price,
    figure: listingFigure(listingMeasure(key.kind, key.deal), {
      ...(price !== null ? { price } : {}),
      ...(area !== null ? { area } : {}),
    }),
    bhk: num(d.bhk),
    ...(d.staleAt instanceof Date ? { staleAt: d.staleAt } : {}),
    ...(d.availability !== undefined ? { availability: d.availability } : {}),
  };
}

/** The places of one layer; listings only live ones (moderation passed), of the layer's kind. */
export async function readLayer(store: Store, key: LayerKey, now = new Date()): Promise<LayerSnapshot> {
  const docs =
    key.layer === 'projects'
      ? await store.collection('projects').find({}, { projection: PROJECT_FIELDS })
      : await store
          .collection('listings')
          .find({ status: 'live', category: key.kind }, { projection: LISTING_FIELDS });
  let unplaced = 0;
  const places: SnapshotPlace[] = [];
  for (const d of docs) {
    if (key.layer === 'listings' && key.kind === 'commercial' && !matchesDeal(d.listingType, key.deal))
      continue;
    if (key.layer === 'listings' && !inDefaultSearch(d, now)) continue;
    const place = key.layer === 'projects' ? projectPlace(d) : listingPlace(d, key);
    if (place === 'unplaced') unplaced += 1;
    else places.push(place);
  }
  const figures = places.map((p) => p.figure).filter((v): v is number => v !== null);
  const measure = key.layer === 'projects' ? 'psf' : listingMeasure(key.kind, key.deal);
  return {
    places,
    unplaced,
    thresholds: bandThresholds(figures),
    basis: figures.length,
    unit: MEASURE_UNITS[measure],
    noun: layerNoun(key.layer, key.kind, key.deal),
    asOf: now,
  };
}

interface Entry {
  version: string;
  readAt: number;
  value: Promise<LayerSnapshot>;
  refreshing: boolean;
}

/** One per store (tests open many stores in one process); see the header for the refresh rule. */
export class MapSnapshots {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly store: Store,
    private readonly minRefreshMs = 30_000,
  ) {}

  private collection(key: LayerKey): Collection<Doc> {
    return this.store.collection(key.layer === 'projects' ? 'projects' : 'listings');
  }

  async get(key: LayerKey): Promise<LayerSnapshot> {
    const id =
      key.layer === 'projects'
        ? 'projects'
        : `listings|${key.kind}|${key.kind === 'commercial' ? key.deal : ''}`;
    const version = await this.collection(key).version();
    const entry = this.entries.get(id);
    if (
      entry &&
      (entry.version === version || entry.refreshing || Date.now() - entry.readAt < this.minRefreshMs)
    )
      return entry.value;
    const started = Date.now();
    const value = readLayer(this.store, key);
    if (!entry) {
      this.entries.set(id, { version, readAt: started, value, refreshing: false });
      // A failed first read is not kept: the next request tries again.
      value.catch(() => this.entries.delete(id));
      return value;
    }
    // Serve the last snapshot while the new one is read; swap it in once it is complete.
    entry.refreshing = true;
    value.then(
      () => this.entries.set(id, { version, readAt: started, value, refreshing: false }),
      () => {
        entry.refreshing = false;
      },
    );
    return entry.value;
  }
}
