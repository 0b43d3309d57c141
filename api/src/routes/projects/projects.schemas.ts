/** Response and query shapes of the project discovery endpoints. */
import { z } from '@hono/zod-openapi';
import { PROJECT_SORTS } from '../../domain/search/project-query';
import {
  bhkListParam,
  boolParam,
  enumParam,
  intParam,
  priceParam,
  statusListParam,
  amenityListParam,
  textListParam,
  textParam,
} from '../../domain/search/query-params';
import { ProjectCardSchema } from '../_shared/project-card.schemas';
import { developerParam } from './project-lists.schemas';

const nstr = z.string().nullable();

export { ProjectCardSchema };

export const ProjectSummarySchema = ProjectCardSchema.extend({
  scoreBreakdown: z.record(z.string(), z.number()),
  rera: z.record(z.string(), z.unknown()).nullable(),
  escrow: z
    .object({
      bank: nstr,
      ifsc: nstr,
      maskedAccount: nstr.openapi({ example: 'XXXXXXXXXX5678' }),
      utilization: z.object({ withdrawn: z.number(), balance: z.number(), percent: z.number() }),
      loanPartners: z.array(z.string()),
    })
    .nullable(),
  stats: z.record(z.string(), z.number()).nullable(),
  amenities: z.array(z.string()),
  aiInsights: z
    .object({
      locationScore: z.number().nullable().openapi({ description: '0–10' }),
      investmentPotential: z.enum(['very high', 'high', 'medium', 'low']).nullable(),
      priceGrowth: z.number().nullable().openapi({ description: 'percent' }),
    })
    .nullable()
    .openapi({ description: 'Stored AI insights; null when the project has none' }),
  progressPct: z.number(),
}).openapi('ProjectSummary');

export const ProjectQuerySchema = z.object({
  state: textParam,
  city: textParam.openapi({
    description:
      "alias-normalised ('Gurugram', 'ggn' → Gurgaon); a place inside a city is the city plus that " +
      "place as area ('Sohna Road' → Gurgaon, area Sohna Road); an unknown name is matched as q",
  }),
  q: textParam.openapi({
    description: 'substring of name, developer, locality, sector, city, address or PIN',
  }),
  search: textParam.openapi({ description: 'synonym of q (Explore)' }),
  project: textParam.openapi({ description: 'substring of the project name' }),
  area: textParam.openapi({ description: 'substring of locality, sector, micro-market or district' }),
  minBudget: priceParam(false),
  maxBudget: priceParam(true),
  priceMin: priceParam(false).openapi({ description: 'synonym of minBudget (wins when both are sent)' }),
  priceMax: priceParam(true),
  propertyType: textListParam.openapi({ description: 'comma list: Apartment, Villa, Plot, …' }),
  type: textListParam.openapi({
    description:
      'buy/sale/projects/all: no filter; rent/pg: no projects (they are sold); else property types',
  }),
  bhk: bhkListParam.openapi({
    description: "comma list: 2, 3 BHK, 4 (= 4 or more), 6+, '1 RK', Studio, 2.5",
  }),
  status: statusListParam.openapi({ description: 'comma list of ready, new, under (all when absent)' }),
  amenities: amenityListParam.openapi({
    description:
      'comma list, every one required: Parking, Lift, Power Backup, Gym, Pool, Park, Security, Wi-Fi',
  }),
  verified: boolParam.openapi({ description: 'true: only projects marked verified' }),
  developer: developerParam,
  page: intParam(1, 10_000, 1),
  limit: intParam(1, 100, 24),
  offset: intParam(0, 1_000_000).openapi({ description: 'wins over page when sent' }),
  sortBy: enumParam(PROJECT_SORTS).openapi({
    description:
      'default score (relevance), unscored last; possession: expected date (revised, else promised), soonest first, unknown last',
  }),
  sortOrder: enumParam(['asc', 'desc'] as const),
});

export const ProjectListQuerySchema = z.object({
  featured: boolParam,
  city: textParam,
  search: textParam,
  limit: intParam(1, 100, 12),
});

export const ProjectPageSchema = z
  .object({
    projects: z.array(ProjectCardSchema),
    pagination: z.object({
      total: z.number(),
      offset: z.number(),
      limit: z.number(),
      page: z.number(),
      hasMore: z.boolean(),
    }),
  })
  .openapi('ProjectPage');

/** GET /api/projects (featured rail, search by name). */
export const ProjectListSchema = z.object({ items: z.array(ProjectCardSchema) }).openapi('ProjectList');

export const SuggestionSchema = z
  .object({
    type: z.enum(['city', 'project', 'other']),
    value: z.string(),
    label: z.string(),
    category: z.enum(['Location', 'Project', 'Developer']),
    id: z.string(),
  })
  .openapi('Suggestion');
