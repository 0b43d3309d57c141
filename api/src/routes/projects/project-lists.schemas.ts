/**
 * Query and answer shapes of the project lists' own endpoints: the developers a list can be
 * filtered by (/browse-projects) and the delivered projects with their delivery record
 * (/past-projects). The browse list itself is GET /api/projects/query.
 */
import { z } from '@hono/zod-openapi';
import { PAST_SORTS } from '../../domain/projects/delivery-record';
import { enumParam, intParam, textParam } from '../../domain/search/query-params';

const nstr = z.string().nullable();
const nnum = z.number().nullable();

/** A developer's slug (or stored id): letters, digits and hyphens; blank means "any developer". */
export const developerParam = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const text = raw?.trim() ?? '';
    if (text === '') return undefined;
    if (/^[A-Za-z0-9-]{1,100}$/.test(text)) return text;
    ctx.addIssue({ code: 'custom', message: "Use a developer's slug: letters, digits and hyphens." });
    return z.NEVER;
  })
  .openapi({ description: "the developer's slug, e.g. skyline-builders", type: 'string' });

export const DeveloperListQuery = z.object({
  city: textParam.openapi({ description: 'count only projects in this city (any spelling)' }),
});

export const DeveloperOptionSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    projects: z
      .number()
      .openapi({ description: 'projects of this developer we list (in the city, if asked)' }),
  })
  .openapi('DeveloperOption');

export const DeveloperListSchema = z
  .object({ items: z.array(DeveloperOptionSchema) })
  .openapi('DeveloperList');

export const PastProjectsQuery = z.object({
  city: textParam.openapi({ description: 'any spelling (Gurugram → Gurgaon); an unknown city finds none' }),
  developer: developerParam,
  sort: enumParam(PAST_SORTS, 'delay').openapi({ description: 'delay (default), handover, occupancy, name' }),
  order: enumParam(['asc', 'desc'] as const).openapi({
    description: 'default desc (name: asc); ties by record id',
  }),
  page: intParam(1, 10_000, 1),
  limit: intParam(1, 100, 20),
  offset: intParam(0, 1_000_000).openapi({ description: 'wins over page when sent' }),
});

export const DeliveredProjectSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    developer: z.string(),
    developerSlug: z.string(),
    city: nstr,
    locality: nstr,
    units: nnum,
    promised: nstr.openapi({ description: "'YYYY-MM' possession promised at launch", example: '2019-06' }),
    handedOver: nstr.openapi({ description: "'YYYY-MM' possession given", example: '2020-11' }),
    year: z.number().openapi({ description: 'handover year' }),
    delayMonths: z.number(),
    onTime: z.boolean(),
    occupancyPct: nnum,
  })
  .openapi('DeliveredProject');

export const DeveloperRecordSchema = z
  .object({
    developer: z.string(),
    developerSlug: z.string(),
    delivered: z.number(),
    onTime: z.number(),
    onTimePct: nnum,
    medianDelayMonths: nnum,
    stalled: z.number(),
  })
  .openapi('DeveloperRecord');

const facet = z.object({ value: z.string(), label: z.string(), count: z.number() });

export const PastProjectsSchema = z
  .object({
    items: z.array(DeliveredProjectSchema),
    pagination: z.object({
      total: z.number(),
      offset: z.number(),
      limit: z.number(),
      page: z.number(),
      hasMore: z.boolean(),
    }),
    developers: z.array(DeveloperRecordSchema).openapi({
      description: 'one summary per developer over the deliveries that pass the filters',
    }),
    method: z.string(),
    facets: z.object({
      cities: z.array(facet).openapi({ description: 'deliveries per city (developer filter applied)' }),
      developers: z.array(facet).openapi({ description: 'deliveries per developer (city filter applied)' }),
    }),
  })
  .openapi('PastProjects');
