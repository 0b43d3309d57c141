/** `reports` (community reports on projects) and `bookings` (allotment ids for 'Link Booking ID'). */
import { isoMonth, recentDate } from './dates';
import type { BookingDoc, ProjectDoc, ReportCategory, ReportDoc, UserDoc } from './entities';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { objectId, rngFor } from './prng';

const TEMPLATES: Record<ReportCategory, readonly (readonly [string, string])[]> = {
  'Possession Delay': [
    [
      'Possession pushed again',
      'Builder has moved the possession date by another two quarters without a clear reason.',
    ],
    ['No update on handover', 'Allottees have had no communication on the handover schedule for months.'],
  ],
  'Construction Quality': [
    ['Seepage in finished units', 'Walls in sample flats show dampness after the monsoon.'],
    ['Cracks in plaster', 'Visible cracks in the lobby and staircase plaster of completed towers.'],
  ],
  'Hidden Charges': [
    [
      'Extra PLC demanded at possession',
      'Preferential location charges added that were not in the cost sheet.',
    ],
    ['Club membership charged twice', 'Club membership fee appears both in BSP and as a separate line.'],
  ],
  Amenities: [
    [
      'Clubhouse still not started',
      'Promised clubhouse and pool have not been started though towers are nearly done.',
    ],
    ['Park area reduced', 'Central green appears smaller than shown in the brochure.'],
  ],
  'RERA Violation': [
    [
      'Advertising without registration number',
      'Ads for a new phase do not carry the RERA registration number.',
    ],
    ['Plan changed without consent', 'Layout plan revised without two-thirds allottee consent.'],
  ],
  Infrastructure: [
    ['Approach road unfinished', 'The sector road to the project is kutcha and floods in rain.'],
    ['No water connection yet', 'Residents depend on tankers; the authority connection is pending.'],
  ],
};

const CATEGORIES = Object.keys(TEMPLATES) as ReportCategory[];

export function makeReport(
  seed: number,
  index: number,
  projects: readonly ProjectDoc[],
  users: readonly UserDoc[],
): ReportDoc {
  const rng = rngFor(seed, 'report', index);
  const project = rng.pick(projects);
  // Delayed projects attract delay reports; the rest spread across categories.
  const category = project.possession.revised && rng.chance(0.5) ? 'Possession Delay' : rng.pick(CATEGORIES);
  const [title, description] = rng.pick(TEMPLATES[category]);
  const upVotes = rng.int(0, 40);
  const downVotes = rng.int(0, Math.max(1, Math.round(upVotes / 3)));
  const createdAt = recentDate(rng, 182);
  return {
    _id: objectId(rng, createdAt, index),
    seeded: true,
    title: `${project.name}: ${title}`,
    description,
    projectId: project._id,
    projectName: project.name,
    developerName: project.developer,
    category,
    score: Math.max(0, upVotes - downVotes),
    upVotes,
    downVotes,
    location: `${project.locality}, ${project.city}`,
    authorId: rng.pick(users)._id,
    createdAt,
    updatedAt: createdAt,
  };
}

/** Who may own a booking: the demo buyer, and seeded people who may also have bought a flat. */
export interface BookingBuyers {
  demo: UserDoc;
  people: readonly UserDoc[];
}

/** How often a booking's buyer already has an account here; the rest have never signed up. */
const BUYER_HAS_ACCOUNT = 0.5;

/**
 * The registered buyer of allotment `number`: the demo buyer on the first booking of every tenth
 * project (so ALLOT-10000 is always theirs), else a seeded user or a buyer with no account yet.
 * Its own random stream, so adding buyers did not change any unit, date or id of a booking.
 */
function buyerOf(
  seed: number,
  number: number,
  demoSlot: boolean,
  buyers: BookingBuyers,
): Pick<BookingDoc, 'buyerName' | 'buyerEmail' | 'buyerMobile'> {
  const pick = (u: UserDoc) => ({ buyerName: u.name, buyerEmail: u.email, buyerMobile: u.mobile });
  if (demoSlot) return pick(buyers.demo);
  const rng = rngFor(seed, 'booking-buyer', number);
  if (buyers.people.length && rng.chance(BUYER_HAS_ACCOUNT)) return pick(rng.pick(buyers.people));
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  return {
    buyerName: `${first} ${last}`,
    buyerEmail: `${first}.${last}.b${number}@example.com`.toLowerCase(),
    buyerMobile: `8${String(number).padStart(9, '0')}`,
  };
}

/** A few allotments per project; ids are sequential across the data set, so they never collide. */
export function makeBookings(
  seed: number,
  projectIndex: number,
  project: ProjectDoc,
  firstNumber: number,
  buyers: BookingBuyers,
): BookingDoc[] {
  const rng = rngFor(seed, 'bookings', projectIndex);
  const towers = project.construction.towers.map((t) => t.name.replace('Tower ', ''));
  return Array.from({ length: rng.int(2, 5) }, (_, k) => {
    const createdAt = recentDate(rng, 365);
    return {
      _id: objectId(rng, createdAt, firstNumber - 10_000 + k),
      seeded: true,
      projectId: project._id,
      bookingId: `ALLOT-${firstNumber + k}`,
      unit: `${rng.pick(towers.length ? towers : ['A'])}-${rng.int(1, 30)}${String(rng.int(1, 8)).padStart(2, '0')}`,
      bookedOn: isoMonth(createdAt),
      ...buyerOf(seed, firstNumber + k, k === 0 && projectIndex % 10 === 0, buyers),
      createdAt,
      updatedAt: createdAt,
    };
  });
}
