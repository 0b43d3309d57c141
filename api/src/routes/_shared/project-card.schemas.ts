/**
 * The public project card (GET /api/projects/query and friends, and saved projects in
 * GET /api/favorites): shared so every route folder that answers a card uses the one schema.
 */
import { z } from '@hono/zod-openapi';

const nstr = z.string().nullable();
const nnum = z.number().nullable();

export const ProjectCardSchema = z
  .object({
    id: z.string(),
    slug: nstr,
    name: z.string(),
    developer: nstr,
    developerId: nstr,
    city: nstr,
    locality: nstr,
    sector: nstr,
    microMarket: nstr,
    state: nstr,
    coverImage: nstr,
    images: z.array(z.string()),
    status: z.string(),
    statusClass: z.enum(['ready', 'new', 'under']),
    possession: z.object({ quarter: nstr, year: z.number() }).nullable(),
    bhk: z.array(z.number()),
    configurations: z.array(z.string()),
    propertyTypes: z.array(z.string()),
    areaRangeSqft: z.object({ min: z.number(), max: z.number() }).nullable(),
    priceRange: z.object({ min: z.number(), max: z.number() }).nullable(),
    startingPrice: nnum,
    priceLabel: z.string().openapi({ example: '₹1.2 Cr – ₹2.4 Cr' }),
    pricePerSqft: nnum,
    verified: z.boolean(),
    featured: z.boolean(),
    saleType: z.string(),
    reraId: nstr,
    coordinates: z.object({ lat: z.number(), lng: z.number() }).nullable(),
    score: nnum.openapi({
      description: '0–10 from RERA, escrow, delay, developer, reports; null = too little data',
    }),
    createdAt: nstr,
  })
  .openapi('ProjectCard');
