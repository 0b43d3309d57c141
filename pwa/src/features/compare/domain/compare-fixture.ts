/** Test data: a comparison item with every optional figure missing, overridable field by field. */
import type { CompareProperty } from '../../../lib/compare-item';

let next = 0;

/** A listing 'Home p{n}' in Sector 62, Noida, with a fresh id per call. */
export function compareProperty(over: Partial<CompareProperty> = {}): CompareProperty {
  const id = `p${(next += 1)}`;
  return {
    key: `listing:${id}`,
    kind: 'listing',
    refId: id,
    title: `Home ${id}`,
    location: 'Sector 62, Noida',
    image: null,
    price: null,
    monthly: false,
    area: null,
    bedrooms: null,
    bathrooms: null,
    featured: false,
    verified: false,
    href: `/user-property/${id}`,
    aiInsights: null,
    ...over,
  };
}
