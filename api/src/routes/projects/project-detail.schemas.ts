/** Request and response shapes of the project-detail endpoints (spec part 2 §7, part 3 escrow edit). */
import { z } from '@hono/zod-openapi';
import { PublicCostSheet } from '../../domain/project-admin/cost-sheet';
import {
  ConstructionSection as ConstructionEdit,
  QualityAudit as QualityAuditEdit,
} from '../../domain/project-admin/sections';
import {
  CustomSection,
  Display,
  GalleryItem,
  Hero,
  PaymentPlan,
  Pricing,
  Spec,
} from '../../domain/project-admin/modern-schemas';
import { PROJECT_REF_PATTERN } from '../../domain/projects/project-ref';

export const ProjectRefParams = z.object({
  idOrSlug: z
    .string()
    .regex(PROJECT_REF_PATTERN, 'Send a project id or slug.')
    .openapi({ param: { name: 'idOrSlug', in: 'path' }, example: 'aravali-heights' }),
});

/*
 * The answers, field by field (spec part 2 §3, §7). The builders (domain/projects/public-detail.ts)
 * copy allow-listed fields of the stored documents; a field absent from the store stays absent
 * (`.optional()`), a section field the builder always answers is `.nullable()` when unknown.
 * project-detail-answers.test.ts parses real answers with these schemas, so they cannot drift.
 */
const str = z.string();
const num = z.number();
const range = z.object({ min: num, max: num }).openapi({ description: 'min and max of the range' });
const reraRecord = z
  .object({
    number: str.optional().openapi({ example: 'DLRERA2024P4081' }),
    expiry: str.optional().openapi({ description: 'ISO date' }),
    status: str.optional().openapi({ example: 'approved' }),
  })
  .openapi('ReraRecord');
const possession = z
  .object({
    quarter: str.optional().openapi({ example: 'Q4' }),
    year: num.optional(),
    promised: str.optional().openapi({ description: 'ISO date first promised' }),
    revised: str.optional().openapi({ description: 'ISO date now promised (absent when on time)' }),
  })
  .openapi('Possession');

export const EscrowViewSchema = z
  .object({
    bank: str.nullable(),
    branch: str.nullable(),
    ifsc: str.nullable(),
    maskedAccount: str
      .nullable()
      .openapi({ description: 'only the last four digits', example: 'XXXXXX5548' }),
    totals: z.object({
      collected: num.openapi({ description: 'rupees collected into escrow' }),
      utilized: num.openapi({ description: 'rupees withdrawn' }),
      left: num,
      utilizationPct: num.openapi({ description: '0–100' }),
    }),
    utilization: z
      .object({ withdrawn: num, balance: num, percent: num })
      .openapi({ description: "the spec's names for totals.utilized, totals.left, totals.utilizationPct" }),
    loanPartners: z.array(str),
  })
  .openapi('EscrowView', { description: 'The escrow record, account number masked' });

export const ProjectDetailSchema = z
  .object({
    id: str,
    slug: str.optional(),
    name: str.optional(),
    developer: str.optional().openapi({ description: "the developer's name" }),
    developerId: str.optional(),
    city: str.optional(),
    locality: str.optional(),
    sector: str.optional(),
    microMarket: str.optional(),
    district: str.optional(),
    state: str.optional(),
    location: z
      .object({
        address: str.optional(),
        landmark: str.optional(),
        pincode: str.optional(),
        coordinates: z.object({ lat: num, lng: num }).optional(),
        connectivity: z
          .object({
            nearbyPlaces: z
              .array(
                z.object({
                  name: str,
                  type: str.openapi({ example: 'metro' }),
                  distanceKm: num,
                  lat: num.optional(),
                  lng: num.optional(),
                }),
              )
              .optional(),
            publicTransport: z.array(str).optional(),
          })
          .optional(),
      })
      .optional(),
    images: z.array(str).optional().openapi({ description: 'file urls, cover first' }),
    coverImage: str.optional(),
    status: str.optional().openapi({ example: 'Under Construction' }),
    saleType: str.openapi({ description: "'primary' unless the record says otherwise" }),
    featured: z.boolean().optional(),
    verified: z.boolean(),
    propertyTypes: z.array(str).optional(),
    bhk: z.array(num).optional(),
    configurations: z
      .array(str)
      .optional()
      .openapi({ example: ['2 BHK', '3 BHK'] }),
    areaRangeSqft: range.optional(),
    amenities: z.array(str).optional(),
    floorPlanKey: str.optional().openapi({ description: 'the plan GET …/floorplans opens first' }),
    description: str.optional(),
    possession: possession.optional(),
    constructionStatus: str.optional(),
    reraId: str.optional(),
    pricing: z
      .object({
        startingPrice: num.optional(),
        priceRange: range.optional(),
        pricePerSqft: z.object({ average: num.optional() }).optional(),
        configurations: z.array(z.object({ type: str, area: num, price: num })).optional(),
      })
      .optional(),
    startingPrice: num.optional().openapi({ description: 'rupees' }),
    priceRange: range.optional(),
    baseRate: num.optional().openapi({ description: 'rupees per sq ft' }),
    fairValue: z
      .object({ land: num, construction: num, sgaFin: num, margin: num })
      .optional()
      .openapi({ description: 'fair price per sq ft, by component' }),
    marketPricePsf: num.optional(),
    financials: z
      .object({
        debtToEquity: num.optional(),
        escrowCoveragePct: num.optional(),
        cashCoverage: num.optional(),
      })
      .optional(),
    stats: z
      .object({
        medianTicket: num.optional(),
        medianPsf: num.optional(),
        rentalYieldPct: num.optional(),
        priceChange12mPct: num.optional(),
      })
      .optional(),
    aiInsights: z
      .object({
        locationScore: num.optional(),
        investmentPotential: str.optional().openapi({ example: 'high' }),
        priceGrowth: num.optional().openapi({ description: 'expected yearly price growth, %' }),
      })
      .optional(),
    legal: z.object({ rera: reraRecord.nullable() }),
    escrow: EscrowViewSchema.nullable(),
    score: num.nullable().openapi({ description: 'PropAI score 0–10; null when not enough is known' }),
    scoreBreakdown: z.record(z.string(), num).openapi({
      description: 'each factor 0–10 (rera, escrow, delay, developer, reports); {} when no score',
    }),
    sectionUpdatedAt: z.record(z.string(), str).openapi({
      description:
        'section → ISO time an admin editor last saved it (construction, escrow, legal, living, costSheet…)',
    }),
    createdAt: str.nullable(),
    updatedAt: str.nullable(),
  })
  .openapi('ProjectDetail', { description: 'The public project record: allow-listed fields only' });

/** GET /api/projects/{idOrSlug}/<name>: one schema per section (public-detail.ts `sections`). */
export const SectionSchemas = {
  prices: z
    .object({
      devPrices: z
        .array(z.object({ sizeSqft: num, priceINR: num }))
        .openapi({ description: "the developer's list" }),
      verifiedPrices: z
        .array(z.object({ sizeSqft: num, priceINR: num, votesUp: num.optional() }))
        .openapi({ description: 'prices buyers reported, with their up-votes' }),
    })
    .openapi('PricesSection'),
  'payment-plans': z
    .object({
      plans: z.array(z.object({ name: str, milestones: z.array(z.object({ label: str, percent: num })) })),
    })
    .openapi('PaymentPlansSection'),
  construction: z
    .object({
      status: str.nullable(),
      towers: z.array(z.object({ name: str, progressPct: num })),
      meta: z.object({
        constructionStart: z.object({ date: str.optional() }).optional(),
        currentPhase: z.object({ phase: str.optional() }).optional(),
        reraApproval: str.optional(),
        towerConfiguration: str.optional(),
        totalUnits: num.optional(),
      }),
      possession: possession.nullable(),
    })
    .openapi('ConstructionSection'),
  updates: z
    .object({
      items: z.array(
        z
          .object({
            date: str.optional(),
            title: str.optional(),
            note: str.optional(),
            notes: str.optional(),
          })
          .openapi('ConstructionUpdate'),
      ),
    })
    .openapi('UpdatesSection', { description: 'Newest first; undated last' }),
  escrow: z.object({ escrow: EscrowViewSchema.nullable() }).openapi('EscrowSection'),
  legal: z
    .object({
      rera: reraRecord.nullable(),
      reraId: str.nullable(),
      approvals: z.array(str),
      certificates: z.array(str),
      litigations: z.array(z.object({ case: str, court: str, status: str, filed: str })),
      encumbrance: str.nullable(),
    })
    .openapi('LegalSection'),
  quality: z
    .object({
      materials: z
        .record(z.string(), str)
        .openapi({ description: 'material → brand', example: { cement: 'ACC' } }),
      sustainability: z.array(str),
      audits: z.array(z.object({ title: str, agency: str })),
    })
    .openapi('QualitySection'),
  'quality-audits': z
    .object({
      ok: z.literal(true),
      reports: z.array(
        z
          .object({
            title: str,
            note: str.optional(),
            status: str.optional(),
            date: str.optional(),
            files: z.array(z.object({ name: str, url: str })).optional(),
          })
          .openapi('QualityAudit'),
      ),
    })
    .openapi('QualityAuditsSection'),
  buyers: z
    .object({
      items: z.array(
        z.object({ unit: str.openapi({ example: 'C-1604' }), month: str.openapi({ example: '2025-09' }) }),
      ),
    })
    .openapi('BuyersSection'),
  alerts: z
    .object({
      items: z.array(
        z
          .object({
            type: str.openapi({ example: 'DELAY' }),
            title: str,
            detail: str.optional(),
            date: str.optional(),
          })
          .openapi('ProjectAlert'),
      ),
    })
    .openapi('AlertsSection', { description: 'Newest first' }),
  living: z
    .object({
      unitMix: z.array(z.object({ type: str, count: num.optional(), percentage: num })),
      amenities: z.array(str),
      maintenance: z
        .object({
          amount: num.optional(),
          unit: str.optional(),
          agency: str.optional(),
          costPerSqft: num.optional().openapi({ description: 'rupees per sq.ft' }),
          billingFrequency: str.optional().openapi({ example: 'monthly' }),
          includedServices: z.array(str).optional(),
        })
        .nullable(),
      society: z
        .object({
          rwaRegistered: z.boolean().optional(),
          handedOver: z.boolean().optional(),
          rwaStatus: str.optional().openapi({ example: 'formed' }),
          handoverDate: str.optional(),
          totalUnits: num.optional(),
          occupiedUnits: num.optional(),
          occupancyPercentage: num.optional(),
          maintenanceFund: num.optional(),
        })
        .nullable(),
    })
    .openapi('LivingSection'),
  'cost-sheet': z
    .object({ costSheet: PublicCostSheet.nullable() })
    .openapi('CostSheetSection', { description: 'null until an admin saves one' }),
  'modern-details': z
    .object({
      hero: Hero.nullable(),
      gallery: z.array(GalleryItem).nullable(),
      pricing: Pricing.nullable(),
      paymentPlan: z.array(PaymentPlan).nullable(),
      specs: z.array(Spec).nullable(),
      escrow: EscrowViewSchema.nullable(),
      construction: ConstructionEdit.nullable(),
      amenities: z.array(str).nullable(),
      qualityAudits: z.array(QualityAuditEdit).nullable(),
      customSections: z.array(CustomSection).nullable(),
      display: Display.nullable(),
    })
    .openapi('ModernDetails', { description: 'The eleven modern sections, each null when unset' }),
} as const;

export const DeveloperSectionSchema = z
  .object({
    id: str.nullable().openapi({ description: 'null when the project names a developer with no record' }),
    slug: str
      .nullable()
      .openapi({ description: "the record's slug: /past-projects?developer= filters by it" }),
    name: str.nullable(),
    trustScore: num.nullable().openapi({ description: '0–100' }),
    foundedYear: num.nullable(),
    headquarters: str.nullable(),
    projectCount: num.nullable(),
    past: z.array(
      z.object({
        name: str.nullable(),
        year: num.nullable(),
        status: str.nullable().openapi({ example: 'Delivered late' }),
        delayMonths: num.nullable(),
        occupancyPct: num.nullable(),
      }),
    ),
  })
  .openapi('DeveloperSection');

export const FloorplanSchema = z
  .object({
    key: str.openapi({ description: "the plan's id" }),
    projectId: str,
    tower: str.nullable(),
    typology: str.nullable().openapi({ example: '2BHK' }),
    carpetAreaSqft: num.nullable(),
    walls: z
      .array(z.object({ x1: num, y1: num, x2: num, y2: num }))
      .openapi({ description: 'wall segments, metres from the plan origin' }),
    rooms: z
      .array(z.object({ name: str, x: num, y: num, w: num, d: num }))
      .openapi({ description: 'rooms as rectangles: corner x,y, width w, depth d (metres)' }),
    imageUrl: str.nullable(),
    panoramaUrl: str.nullable(),
  })
  .openapi('Floorplan');

export const FloorplansSchema = z
  .object({ floorPlanKey: str.nullable(), items: z.array(FloorplanSchema) })
  .openapi('Floorplans');

export const SpotlightSchema = z.object({
  slot: z.number().int(),
  id: z.string(),
  slug: z.string().nullable(),
  name: z.string().nullable(),
});

const money = z.number().finite().min(0, 'Amounts cannot be negative.').max(1e13, 'Amount too large.');

export const EscrowEditSchema = z
  .object({
    bankName: z.string().trim().min(2, 'Enter the bank name.').max(120),
    branch: z.string().trim().max(120).optional(),
    ifsc: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{4}0[A-Za-z0-9]{6}$/, 'Enter an 11-character IFSC, e.g. HDFC0001234.'),
    accountNumber: z
      .string()
      .regex(/^[0-9 ]{6,24}$/, 'Enter the account number (digits only).')
      .optional(),
    totals: z.object({ collected: money, utilized: money }),
    loanPartners: z.array(z.string().trim().min(1).max(120)).max(20).optional(),
  })
  .openapi('EscrowEdit');
