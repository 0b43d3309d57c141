/**
 * The whole demo data set as plain documents, without touching a store. Everything except the
 * listings is built up front (a few thousand documents at most); listings are built on demand in
 * index ranges, so 100,000 of them never sit in memory at once and a batch can be rebuilt alone.
 *
 * Photo URLs are inputs: they name files the store assigned ids to, so the same parameters and the
 * same photo URLs give byte-identical documents.
 */
import { developerCount, makeDevelopers } from './developers';
import type {
  BookingDoc,
  DeveloperDoc,
  FloorPlanDoc,
  ListingDoc,
  ProjectDoc,
  ReportDoc,
  SellerType,
  UserDoc,
} from './entities';
import { layoutPlan, TEMPLATES } from './floorplan-layout';
import { CLOSED_PER_LISTING, makeClosedListing } from './listing-history';
import { makeListing, projectsByPlace, type ListingInputs } from './listings';
import type { PhotoKind } from './photos';
import { rngFor } from './prng';
import { assignSpotlights, SPOTLIGHTS } from '../domain/projects/spotlights';
import { makeProject, renameProject } from './projects';
import { makeBookings, makeReport } from './reports';
import { makeAdmin, makeDemoBuyer, makeUser, userCount } from './users';

export interface DatasetParams {
  seed: number;
  listings: number;
  projects: number;
  /** Listings of the last 24 months since sold or rented (listing-history.ts); default one per listing. */
  closedListings?: number;
}

export type PhotoUrls = Record<PhotoKind, readonly string[]>;

/** A floor plan before its images exist; `panorama` says whether it gets a 360° image. */
export type FloorPlanDraft = Omit<FloorPlanDoc, 'imageUrl' | 'panoramaUrl'> & {
  panorama: boolean;
  title: string;
};

export interface Dataset {
  users: UserDoc[];
  developers: DeveloperDoc[];
  projects: ProjectDoc[];
  floorplans: FloorPlanDraft[];
  reports: ReportDoc[];
  bookings: BookingDoc[];
  /** Listings [start, end), in index order. */
  listings(start: number, end: number): ListingDoc[];
  /** How many closed listings the history holds. */
  closedCount: number;
  /** Closed listings of the history [start, end), in index order. */
  closedListings(start: number, end: number): ListingDoc[];
}

/** About 12 projects (~30 plans) carry floor plans, spread through the set, 1–3 typologies each. */
function planFloorplans(seed: number, projects: ProjectDoc[]): FloorPlanDraft[] {
  const step = Math.max(1, Math.ceil(projects.length / 12));
  const drafts: FloorPlanDraft[] = [];
  projects.forEach((project, i) => {
    if (i % step !== 0) return;
    const typologies = project.configurations
      .map((c) => c.replace(' ', ''))
      .filter((t) => t in TEMPLATES)
      .slice(0, 3);
    if (typologies.length === 0) return;
    const rng = rngFor(seed, 'floorplan', i);
    for (const typology of typologies) {
      const key = `${project.slug}-${typology.toLowerCase()}-a`;
      drafts.push({
        _id: key,
        seeded: true,
        projectId: project._id,
        tower: project.construction.towers[0]?.name ?? 'Tower A',
        typology,
        ...layoutPlan(rng, typology),
        panorama: drafts.length % 3 === 0,
        title: project.name,
        createdAt: project.createdAt,
        updatedAt: project.updatedAt,
      });
    }
    project.floorPlanKey = `${project.slug}-${typologies[0]?.toLowerCase() ?? ''}-a`;
  });
  return drafts;
}

export function buildDataset(params: DatasetParams, photos: PhotoUrls): Dataset {
  const { seed } = params;
  const demoBuyer = makeDemoBuyer(seed);
  const users = [
    makeAdmin(seed),
    demoBuyer,
    ...Array.from({ length: userCount(params.listings) }, (_, i) => makeUser(seed, i)),
  ];
  const developers = makeDevelopers(seed, developerCount(params.projects));
  // The spotlight names are kept for the three projects their routes show (never drawn twice).
  const takenNames = new Set<string>(SPOTLIGHTS.map((s) => s.name));
  const projects = Array.from({ length: params.projects }, (_, i) =>
    makeProject(seed, i, { developers, projectImages: photos.project, takenNames }),
  );
  // Project 0 keeps its name: the README sends the demo buyer to it.
  for (const [i, s] of assignSpotlights(projects, new Set([0]))) renameProject(projects[i]!, s.name);
  const perDeveloper = new Map<string, number>();
  for (const p of projects) perDeveloper.set(p.developerId, (perDeveloper.get(p.developerId) ?? 0) + 1);
  for (const d of developers) d.projectCount = perDeveloper.get(d._id) ?? 0;

  const floorplans = planFloorplans(seed, projects);
  const posters = users.filter((u) => u.role === 'owner' || u.role === 'agent' || u.role === 'builder');
  const reports = projects.length
    ? Array.from({ length: Math.round(projects.length * 1.5) }, (_, i) =>
        makeReport(seed, i, projects, posters),
      )
    : [];
  const bookings = projects.flatMap((p, i) =>
    makeBookings(seed, i, p, 10_000 + i * 5, { demo: demoBuyer, people: posters }),
  );

  const byRole: Record<SellerType, UserDoc[]> = { owner: [], agent: [], builder: [] };
  for (const u of posters) if (u.role !== 'admin' && u.role !== 'user') byRole[u.role].push(u);
  const inputs: ListingInputs = {
    posters: byRole,
    photos: { home: photos.home, interior: photos.interior, commercial: photos.commercial },
    projectsByPlace: projectsByPlace(projects),
  };

  const closedCount = params.closedListings ?? params.listings * CLOSED_PER_LISTING;
  return {
    users,
    developers,
    projects,
    floorplans,
    reports,
    bookings,
    listings: (start, end) =>
      Array.from({ length: Math.max(0, Math.min(end, params.listings) - start) }, (_, k) =>
        makeListing(seed, start + k, inputs),
      ),
    closedCount,
    closedListings: (start, end) =>
      Array.from({ length: Math.max(0, Math.min(end, closedCount) - start) }, (_, k) =>
        makeClosedListing(seed, start + k, params.listings, inputs),
      ),
  };
}
