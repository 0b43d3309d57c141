/**
 * The "what is being built" half of a project: construction progress, possession dates, RERA and
 * legal record, escrow, quality. Alerts are derived from those facts (a slipped date gives a DELAY
 * alert), never rolled separately, so the page never contradicts itself.
 */
import { BASE_DATE, daysAfter, isoDay, quarterEnd, quarterOf } from './dates';
import type { Locality } from './localities';
import { AUDIT_AGENCIES, BANKS, HOUSING_FINANCE, MATERIAL_BRANDS } from './names';
import type { Rng } from './prng';
import type { ProjectBuild } from './project-types';
import { roundTo } from './text';
import { makeConstructionRecord, PHASES, type PhaseKey } from './construction-record';

export interface BuildContext {
  status: string;
  locality: Locality;
  /** 0 (chronically late) … 1 (on time), from the developer's record. */
  reliability: number;
  towerCount: number;
  totalUnits: number;
  averageTicket: number;
  imagePool: readonly string[];
}

function phaseFor(rng: Rng, status: string): PhaseKey {
  if (status === 'New Launch') return 'planning';
  if (status === 'Ready to Move' || status === 'Completed') return 'handover';
  return rng.weighted([
    ['foundation', 3],
    ['frame', 4],
    ['interior', 3],
  ] as const);
}

function reraNumber(rng: Rng, l: Locality, year: number): string {
  if (l.state === 'Haryana') {
    const zone = l.city === 'Faridabad' ? 'FBD' : 'GGM';
    return `RC/REP/HARERA/${zone}/${rng.int(100, 999)}/${rng.int(100, 699)}/${year}/${rng.int(10, 99)}`;
  }
  if (l.state === 'Uttar Pradesh') return `UPRERAPRJ${rng.digits(6)}`;
  return `DLRERA${year}P${rng.digits(4)}`;
}

export function makeBuild(rng: Rng, ctx: BuildContext): ProjectBuild {
  const phase = PHASES[phaseFor(rng, ctx.status)];
  const yearsAgo = {
    planning: rng.range(0, 0.3),
    foundation: rng.range(0.5, 1.5),
    frame: rng.range(1.2, 3),
    interior: rng.range(2.5, 4.5),
    handover: rng.range(4, 8),
  }[phase.key];
  const start = daysAfter(-Math.round(yearsAgo * 365));
  let promisedYear = start.getUTCFullYear() + rng.int(4, 5);
  const promisedQuarter = rng.int(1, 4);
  const delayMonths = rng.chance((1 - ctx.reliability) * 0.8) ? rng.int(3, 30) : 0;
  const expectedIn = (year: number) => {
    const p = quarterEnd(year, promisedQuarter);
    return delayMonths ? new Date(Date.UTC(p.getUTCFullYear(), p.getUTCMonth() + delayMonths + 1, 0)) : p;
  };
  // A project being handed over got its possession date already: never one in the future.
  while (phase.key === 'handover' && expectedIn(promisedYear) > BASE_DATE) promisedYear -= 1;
  const promised = quarterEnd(promisedYear, promisedQuarter);
  const expected = expectedIn(promisedYear);

  // Towers and the updates that report them come from one record, so they agree.
  const { towers, updates } = makeConstructionRecord(rng, phase, ctx.towerCount);

  const reraRoll = rng.float();
  const reraYear = start.getUTCFullYear();
  const rera: ProjectBuild['legal']['rera'] =
    reraRoll < 0.03
      ? undefined
      : {
          number: reraNumber(rng, ctx.locality, reraYear),
          expiry: isoDay(daysAfter(365, expected)),
          status: ctx.status === 'New Launch' && reraRoll < 0.12 ? 'pending' : 'approved',
        };

  // A case is filed after the project started and before today; its number carries that year.
  const filedAt = (days: number) =>
    new Date(Math.max(start.getTime(), Math.min(daysAfter(days, start).getTime(), daysAfter(-7).getTime())));
  const litigations = rng.chance(0.05 + (1 - ctx.reliability) * 0.12)
    ? [rng.int(60, 700)].map((days) => ({
        case: `CS ${rng.int(100, 999)}/${filedAt(days).getUTCFullYear()}`,
        court: rng.pick(['RERA Authority', 'District Consumer Forum', 'High Court']),
        status: rng.pick(['Pending hearing', 'Under appeal', 'Reserved for order']),
        filed: isoDay(filedAt(days)),
      }))
    : [];

  const bank = rng.pick(BANKS);
  const paidShare =
    phase.key === 'handover'
      ? rng.range(0.85, 0.98)
      : (towers.reduce((s, t) => s + t.progressPct, 0) / towers.length / 100) * 0.8 + 0.1;
  const collected = roundTo(ctx.totalUnits * rng.range(0.35, 0.9) * ctx.averageTicket * paidShare, 100_000);
  const utilizedShare = rng.chance(0.1) ? rng.range(0.9, 0.99) : rng.range(0.5, 0.88);
  const escrow = rng.chance(0.85)
    ? {
        bankName: bank.name,
        branch: `${ctx.locality.locality} branch`,
        ifsc: `${bank.code}0${rng.digits(6)}`,
        accountNumber: `${rng.int(1, 9)}${rng.digits(13)}`,
        totals: { collected, utilized: roundTo(collected * utilizedShare, 100_000) },
        loanPartners: rng.sample([...BANKS.map((b) => b.name), ...HOUSING_FINANCE], rng.int(2, 4)),
      }
    : undefined;

  const today = isoDay(BASE_DATE);
  const alerts: ProjectBuild['alerts'] = [];
  if (delayMonths)
    alerts.push({
      type: 'DELAY',
      title: 'Possession date revised',
      detail: `Possession moved from ${isoDay(promised)} to ${isoDay(expected)} (${delayMonths} months).`,
      date: isoDay(daysAfter(-rng.int(10, 300))),
    });
  for (const l of litigations)
    alerts.push({
      type: 'LEGAL',
      title: `Case ${l.case} at ${l.court}`,
      detail: `Status: ${l.status}.`,
      date: l.filed,
    });
  if (escrow && utilizedShare > 0.9)
    alerts.push({
      type: 'ESCROW',
      title: 'Escrow nearly drawn down',
      detail: `${Math.round(utilizedShare * 100)}% of collections withdrawn from the escrow account.`,
      date: today,
    });
  if (rera?.status === 'pending')
    alerts.push({
      type: 'LEGAL',
      title: 'RERA registration pending',
      detail: 'Bookings should wait for the registration number.',
      date: today,
    });

  return {
    possession: {
      quarter: quarterOf(expected),
      year: expected.getUTCFullYear(),
      promised: isoDay(promised),
      ...(delayMonths ? { revised: isoDay(expected) } : {}),
    },
    constructionStatus: ctx.status,
    construction: {
      status: rng.pick(phase.text),
      towers,
      meta: {
        constructionStart: { date: isoDay(start) },
        currentPhase: { phase: phase.label },
        reraApproval: rera?.status === 'approved' ? isoDay(daysAfter(-rng.int(30, 120), start)) : 'Pending',
        towerConfiguration: `${ctx.towerCount} towers, G+${rng.int(12, 38)}`,
        totalUnits: ctx.totalUnits,
      },
      updates,
    },
    ...(rera ? { reraId: rera.number } : {}),
    legal: {
      ...(rera ? { rera } : {}),
      approvals: [
        'Building Plan Approval',
        'Environmental Clearance (SEIAA)',
        'Fire NOC',
        ...(rng.chance(0.5) ? ['Airport Height NOC'] : []),
      ],
      certificates:
        phase.key === 'handover'
          ? ['Occupancy Certificate', 'Completion Certificate']
          : rng.chance(0.3)
            ? ['Green building pre-certification']
            : [],
      litigations,
      encumbrance: rng.chance(0.6)
        ? 'Nil'
        : `Project land mortgaged to ${bank.name} for construction finance`,
    },
    ...(escrow ? { escrow } : {}),
    quality: {
      materials: Object.fromEntries(
        Object.entries(MATERIAL_BRANDS).map(([m, brands]) => [m, rng.pick(brands)]),
      ),
      sustainability: rng.sample(
        [
          'Rainwater harvesting',
          'Sewage treatment plant',
          'Solar street lighting',
          'EV charging points',
          'Organic waste converter',
          'Low-flow fixtures',
        ],
        rng.int(1, 5),
      ),
      audits: rng
        .sample(
          ['Structural design review', 'Concrete cube testing', 'Fire safety audit', 'Waterproofing audit'],
          rng.int(0, 2),
        )
        .map((title) => ({ title, agency: rng.pick(AUDIT_AGENCIES) })),
    },
    qualityAudits:
      phase.key === 'planning'
        ? []
        : Array.from({ length: rng.int(0, 3) }, () => ({
            title: `${rng.pick(['Slab casting inspection', 'Brickwork and plaster check', 'Waterproofing test', 'Electrical conduit audit'])} – ${rng.pick(towers).name}`,
            note: rng.pick([
              'No major observations.',
              'Minor honeycombing repaired before plaster.',
              'Cube test results within specification.',
              'Re-test scheduled after corrections.',
            ]),
            status: rng.pick(['pending', 'passed', 'passed with observations']),
            date: isoDay(daysAfter(-rng.int(5, 360))),
            files: [{ name: 'site-inspection-photo.webp', url: rng.pick(ctx.imagePool) }],
          })),
    alerts,
  };
}
