/** Request and response shapes of the project-detail endpoints (spec part 2 §7, part 3 escrow edit). */
import { z } from '@hono/zod-openapi';
import { PROJECT_REF_PATTERN } from '../../domain/projects/project-ref';

export const ProjectRefParams = z.object({
  idOrSlug: z
    .string()
    .regex(PROJECT_REF_PATTERN, 'Send a project id or slug.')
    .openapi({ param: { name: 'idOrSlug', in: 'path' }, example: 'aravali-heights' }),
});

/** Sections are open-ended documents (spec part 2 §3); their fields are documented there. */
export const SectionSchema = z.record(z.string(), z.unknown()).openapi('ProjectSection');

export const ProjectDetailSchema = z
  .object({
    id: z.string(),
    name: z.string().optional(),
    slug: z.string().optional(),
    score: z.number().nullable(),
    scoreBreakdown: z.record(z.string(), z.number()),
    escrow: z.unknown(),
  })
  .catchall(z.unknown())
  .openapi('ProjectDetail');

export const FloorplanSchema = z
  .object({
    key: z.string(),
    projectId: z.unknown(),
    tower: z.unknown(),
    typology: z.unknown(),
    carpetAreaSqft: z.unknown(),
    walls: z.array(z.unknown()),
    rooms: z.array(z.unknown()),
    imageUrl: z.unknown(),
    panoramaUrl: z.unknown(),
  })
  .openapi('Floorplan');

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
