/**
 * GET /api/projects/developers and GET /api/projects/past: the project lists' own answers.
 *
 * - /developers: the developers /browse-projects can filter by, each with how many of its projects
 *   we list (in one city when asked) — counted from the projects, never a stored counter.
 * - /past: every developer's delivered projects with the delivery record (promised against actual
 *   possession, delay, occupancy), filtered, sorted and paged, with each developer's summary over
 *   the same deliveries (domain/projects/delivery-record.ts states the method).
 *
 * Both read whole collections that hold hundreds of documents (a developer per ~12 projects), so
 * their work is cached per collection version (result-cache.ts: never older than the last write)
 * and a request only filters and pages that copy.
 */
import { cityLabel, normalizeCity, resolvePlace } from '../../domain/search/city-aliases';
import {
  DELIVERY_METHOD,
  deliveryBook,
  sortDelivered,
  summarise,
  type DeliveredProject,
} from '../../domain/projects/delivery-record';
import { defineRoute } from '../../http/define-route';
import type { AppDeps } from '../../http/deps';
import { errorResponses } from '../../http/errors';
import { createRouter } from '../../http/validation';
import { searchResults } from '../../services/search/result-cache';
import {
  DeveloperListQuery,
  DeveloperListSchema,
  PastProjectsQuery,
  PastProjectsSchema,
} from './project-lists.schemas';

const developersRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/developers',
  tags: ['Projects'],
  summary: 'Developers with listed projects (optionally in one city), A→Z, with their project counts',
  request: { query: DeveloperListQuery },
  responses: {
    200: { description: 'Developers', content: { 'application/json': { schema: DeveloperListSchema } } },
    ...errorResponses(400),
  },
});

const pastRoute = defineRoute({
  access: 'public',
  method: 'get',
  path: '/past',
  tags: ['Projects'],
  summary: "Delivered projects from developers' records: promised and actual possession, delay, occupancy",
  request: { query: PastProjectsQuery },
  responses: {
    200: {
      description: 'One page of deliveries, the per-developer summary and the filter counts',
      content: { 'application/json': { schema: PastProjectsSchema } },
    },
    ...errorResponses(400),
  },
});

/** A city as typed → its canonical key; a place inside a city counts as the city. */
const cityKey = (raw: string) => resolvePlace(raw)?.city ?? normalizeCity(raw);

function counts<T>(items: T[], keyOf: (item: T) => { value: string; label: string } | null) {
  const map = new Map<string, { value: string; label: string; count: number }>();
  for (const item of items) {
    const key = keyOf(item);
    if (!key) continue;
    const entry = map.get(key.value) ?? { ...key, count: 0 };
    entry.count += 1;
    map.set(key.value, entry);
  }
  return [...map.values()].sort((a, b) => a.label.localeCompare(b.label));
}

export function projectListRoutes({ store }: AppDeps) {
  const projects = store.collection('projects');
  const developers = store.collection('developers');
  const book = () =>
    searchResults.get([developers], 'delivery-book', async () =>
      deliveryBook(await developers.find({}, { projection: { name: 1, slug: 1, past: 1 } })),
    );

  return createRouter()
    .openapi(developersRoute, async (c) => {
      const { city } = c.req.valid('query');
      const key = city ? cityKey(city) : null;
      const items = await searchResults.get(
        [projects, developers],
        `developer-options|${key ?? ''}`,
        async () => {
          const [devs, docs] = await Promise.all([
            developers.find({}, { projection: { name: 1, slug: 1 } }),
            projects.find(key ? { 'search.city': key } : {}, { projection: { developerId: 1 } }),
          ]);
          const perDeveloper = new Map<string, number>();
          for (const d of docs) {
            const id = typeof d.developerId === 'string' ? d.developerId : '';
            if (id) perDeveloper.set(id, (perDeveloper.get(id) ?? 0) + 1);
          }
          return devs
            .map((d) => ({
              slug: typeof d.slug === 'string' ? d.slug : String(d._id),
              name: typeof d.name === 'string' ? d.name : 'Unnamed developer',
              projects: perDeveloper.get(String(d._id)) ?? 0,
            }))
            .filter((d) => d.projects > 0)
            .sort((a, b) => a.name.localeCompare(b.name));
        },
      );
      return c.json({ items }, 200);
    })
    .openapi(pastRoute, async (c) => {
      const q = c.req.valid('query');
      const offset = q.offset ?? (q.page - 1) * q.limit;
      const { delivered, stalled } = await book();
      const city = q.city ? cityKey(q.city) : null;
      const inCity = (c: string | null) => city === null || (c !== null && normalizeCity(c) === city);
      const ofDeveloper = (slug: string) => !q.developer || slug === q.developer;
      const matches = (d: DeliveredProject) => inCity(d.city) && ofDeveloper(d.developerSlug);
      const shown = sortDelivered(delivered.filter(matches), q.sort, q.order);
      const page = shown.slice(offset, offset + q.limit);
      return c.json(
        {
          items: page,
          pagination: {
            total: shown.length,
            offset,
            limit: q.limit,
            page: Math.floor(offset / q.limit) + 1,
            hasMore: offset + page.length < shown.length,
          },
          developers: summarise(shown, stalled, (slug, c) => ofDeveloper(slug) && inCity(c)),
          method: DELIVERY_METHOD,
          facets: {
            cities: counts(
              delivered.filter((d) => ofDeveloper(d.developerSlug)),
              (d) =>
                d.city
                  ? { value: cityLabel(normalizeCity(d.city)), label: cityLabel(normalizeCity(d.city)) }
                  : null,
            ),
            developers: counts(
              delivered.filter((d) => inCity(d.city)),
              (d) => ({ value: d.developerSlug, label: d.developer }),
            ),
          },
        },
        200,
      );
    });
}
