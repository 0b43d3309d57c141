/**
 * `projects`: new launches with their transparency record. One project = one independent PRNG
 * stream; only the name needs the ones before it (names are unique across the data set).
 */
import { pickProjectAmenities } from './amenities';
import { BASE_DATE, recentDate } from './dates';
import type { DeveloperDoc, ProjectDoc } from './entities';
import { jitterCoordinates, pickLocality, priceTier, type Locality } from './localities';
import { HOSPITAL_NAMES, PROJECT_SUFFIXES, PROJECT_WORDS, SCHOOL_NAMES } from './names';
import { objectId, rngFor, type Rng } from './prng';
import { makeBuild } from './project-build';
import { makeMarket } from './project-market';
import { clamp, distinctParts, formatInr, roundTo, slugify } from './text';

export interface ProjectInputs {
  developers: readonly DeveloperDoc[];
  projectImages: readonly string[];
  /** Names already used; the new name is added. */
  takenNames: Set<string>;
}

/** Super-area ranges (sq ft) per BHK for new apartments. */
const BHK_AREA: Record<number, [number, number]> = {
  1: [550, 750],
  2: [950, 1350],
  3: [1400, 2000],
  4: [2200, 3200],
  5: [3300, 4800],
};
const MIN_SALE = 3_500_000;
const MAX_SALE = 120_000_000;

const AIRPORTS = [
  { name: 'Indira Gandhi International Airport', lat: 28.5562, lng: 77.1 },
  { name: 'Noida International Airport, Jewar', lat: 28.175, lng: 77.61 },
];

export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(6371 * 2 * Math.asin(Math.sqrt(h)) * 10) / 10;
}

function uniqueName(rng: Rng, dev: DeveloperDoc, taken: Set<string>): string {
  const plain = `${rng.pick(PROJECT_WORDS)} ${rng.pick(PROJECT_SUFFIXES)}`;
  const stem = dev.name.split(' ')[0] ?? 'New';
  for (const candidate of [plain, `${stem} ${plain}`]) {
    if (!taken.has(candidate)) return (taken.add(candidate), candidate);
  }
  for (let phase = 2; ; phase++) {
    const candidate = `${stem} ${plain} Phase ${phase}`;
    if (!taken.has(candidate)) return (taken.add(candidate), candidate);
  }
}

function configsFor(rng: Rng, types: string[], tier: number, psf: number): { type: string; area: number }[] {
  if (types.includes('Plot')) {
    return rng
      .sample([100, 120, 150, 200, 250, 300, 400, 500], rng.int(2, 4))
      .sort((a, b) => a - b)
      .map((sqyd) => ({ type: `Plot ${sqyd} sq yd`, area: clamp(sqyd * 9, MIN_SALE / psf, MAX_SALE / psf) }));
  }
  const low = tier > 0.55 ? 3 : tier > 0.25 ? 2 : 1;
  const high = Math.min(
    5,
    low + rng.int(1, 2) + (types.includes('Villa') || types.includes('Penthouse') ? 1 : 0),
  );
  const out: { type: string; area: number }[] = [];
  for (let bhk = low; bhk <= high; bhk++) {
    const [a, b] = BHK_AREA[bhk] ?? [1000, 1500];
    const area = roundTo(clamp(rng.range(a, b), MIN_SALE / psf, MAX_SALE / psf), 5);
    out.push({ type: `${bhk} BHK`, area });
  }
  return out;
}

function connectivity(rng: Rng, l: Locality, at: { lat: number; lng: number }) {
  const airport = l.microMarket === 'YEIDA' ? AIRPORTS[1] : AIRPORTS[0];
  const nearbyPlaces = [
    ...(l.metro
      ? [
          {
            name: `${l.metro} Metro Station`,
            type: 'metro',
            distanceKm: Math.round(rng.range(0.4, 3.5) * 10) / 10,
          },
        ]
      : []),
    { name: rng.pick(SCHOOL_NAMES), type: 'school', distanceKm: Math.round(rng.range(0.5, 3) * 10) / 10 },
    { name: rng.pick(HOSPITAL_NAMES), type: 'hospital', distanceKm: Math.round(rng.range(1, 6) * 10) / 10 },
    { name: `${l.locality} Market`, type: 'market', distanceKm: Math.round(rng.range(0.3, 2.5) * 10) / 10 },
    ...(airport ? [{ name: airport.name, type: 'airport', distanceKm: distanceKm(at, airport) }] : []),
  ];
  const publicTransport = [
    ...(l.metro ? [`${l.metro} Metro Station`] : []),
    'City bus service',
    rng.pick(['Shared auto stand', 'E-rickshaw stand', 'Cab pickup point']),
  ];
  return { nearbyPlaces, publicTransport };
}

export function makeProject(seed: number, index: number, inputs: ProjectInputs): ProjectDoc {
  const rng = rngFor(seed, 'project', index);
  const locality = pickLocality(rng);
  const developer = rng.pick(inputs.developers);
  const tier = priceTier(locality);
  const status = rng.weighted([
    ['New Launch', 25],
    ['Under Construction', 50],
    ['Ready to Move', 20],
    ['Completed', 5],
  ] as const);
  const propertyTypes = rng.weighted<string[]>([
    [['Apartment'], 62],
    [['Apartment', 'Penthouse'], 12],
    [['Builder Floor'], 10],
    [['Villa'], 6],
    [['Plot'], 6],
    [['Apartment', 'Villa'], 4],
  ]);
  const psf = roundTo(
    rng.range(locality.psf[0], locality.psf[1]) * (propertyTypes.includes('Plot') ? 1.1 : 1),
    50,
  );
  const configs = configsFor(rng, [...propertyTypes], tier, psf);
  const createdAt = recentDate(rng, 540);
  const updatedAt = new Date(
    Math.min(BASE_DATE.getTime(), createdAt.getTime() + rng.int(0, 120) * 86_400_000),
  );
  const _id = objectId(rng, createdAt, index);
  const name = uniqueName(rng, developer, inputs.takenNames);
  const coordinates = jitterCoordinates(rng, locality);
  const towerCount = propertyTypes.includes('Plot') || propertyTypes.includes('Villa') ? 1 : rng.int(2, 9);
  const totalUnits = towerCount * rng.int(60, 180);
  const { amenities, amenityGroups } = pickProjectAmenities(rng, tier);
  const images = rng.sample(inputs.projectImages, rng.int(3, 5));
  const averageTicket = configs.reduce((s, c) => s + c.area * psf, 0) / configs.length;
  const build = makeBuild(rng, {
    status,
    locality,
    reliability: developer.trustScore / 100,
    towerCount,
    totalUnits,
    averageTicket,
    imagePool: inputs.projectImages,
  });
  const market = makeMarket(rng, {
    configs,
    psf,
    tier,
    status,
    reliability: developer.trustScore / 100,
    totalUnits,
    towerCount,
    amenities,
    createdAt,
  });
  const areas = configs.map((c) => c.area);
  const bhk = configs.map((c) => Number.parseInt(c.type, 10)).filter((n) => Number.isFinite(n));

  return {
    _id,
    seeded: true,
    slug: slugify(name),
    name,
    developerId: developer._id,
    developer: developer.name,
    city: locality.city,
    locality: locality.locality,
    sector: locality.sector,
    microMarket: locality.microMarket,
    district: locality.district,
    state: locality.state,
    location: {
      address: `${distinctParts(name, locality.sector, locality.locality, locality.city)}, ${locality.state} ${locality.pincode}`,
      landmark: locality.metro ? `Near ${locality.metro} Metro Station` : `Off ${locality.microMarket}`,
      pincode: locality.pincode,
      coordinates,
      connectivity: connectivity(rng, locality, coordinates),
    },
    images,
    coverImage: images[0] ?? '',
    status,
    saleType: 'primary',
    featured: rng.chance(0.1),
    verified: build.legal.rera?.status === 'approved' && rng.chance(0.85),
    propertyTypes: [...propertyTypes],
    bhk,
    configurations: configs.map((c) => c.type),
    areaRangeSqft: { min: Math.min(...areas), max: Math.max(...areas) },
    amenities,
    amenityGroups,
    description: `${name} by ${developer.name} offers ${configs.map((c) => c.type).join(', ')} in ${locality.sector}, ${locality.locality}, ${locality.city}, starting at ${formatInr(market.startingPrice)}. ${towerCount} ${towerCount === 1 ? 'phase' : 'towers'}, ${totalUnits} units.`,
    ...build,
    ...market,
    createdAt,
    updatedAt,
  };
}

/**
 * Gives a built project another name (a spotlight's): the name, its slug and the texts that start
 * with it. Done after the build so the project's random stream, and every other value, is unchanged.
 */
export function renameProject(p: ProjectDoc, name: string): void {
  const old = p.name;
  p.name = name;
  p.slug = slugify(name);
  p.location.address = p.location.address.replace(old, name);
  p.description = p.description.replace(old, name);
}
