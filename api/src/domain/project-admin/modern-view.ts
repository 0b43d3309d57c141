/**
 * The eleven modern sections read back from the stored project (GET …/modern-details): each from
 * the field the contract stores it in, allow-listed and checked with the section's schema; null when
 * unset. The escrow part is left to the caller: the public answer shows the masked view
 * (escrow-view.ts), the admin one the snapshot (account masked, in the shape a save accepts).
 */
import type { Doc } from '../query-language';
import { pickShape } from '../projects/pick-shape';
import { QualityAudit } from './sections';
import { CustomSection, Display, GalleryItem, Hero, PaymentPlan, Pricing, Spec } from './modern-schemas';
import { constructionOf, fit, fitList, obj, strList } from './stored-views';

const FILES = [{ name: true, url: true }] as const;
export const QUALITY_AUDIT_SHAPE = {
  title: true,
  note: true,
  status: true,
  date: true,
  files: FILES,
} as const;
const PLAN_SHAPE = {
  name: true,
  description: true,
  baseDiscountPercent: true,
  isActive: true,
  milestones: [{ label: true, percent: true }],
  notes: true,
} as const;

const listOrNull = <T>(present: boolean, items: T[]) => (present ? items : null);

export function modernSectionsOf(doc: Doc) {
  const modern = obj(doc.modern);
  const c = constructionOf(doc);
  return {
    hero:
      fit(Hero, pickShape(modern.hero, { title: true, tagline: true, coverImage: true, badges: true })) ??
      null,
    gallery: listOrNull(
      Array.isArray(modern.gallery),
      fitList(GalleryItem, modern.gallery, { url: true, caption: true, kind: true }),
    ),
    pricing:
      fit(
        Pricing,
        pickShape(doc.pricing, {
          startingPrice: true,
          priceRange: { min: true, max: true },
          pricePerSqft: { average: true },
          configurations: [{ type: true, area: true, price: true }],
        }),
      ) ?? null,
    paymentPlan: listOrNull(
      Array.isArray(doc.paymentPlans),
      fitList(PaymentPlan, doc.paymentPlans, PLAN_SHAPE),
    ),
    specs: listOrNull(
      Array.isArray(modern.specs),
      fitList(Spec, modern.specs, { group: true, label: true, value: true }),
    ),
    construction: Object.keys(c).length > 0 ? c : null,
    amenities: Array.isArray(doc.amenities) ? strList(doc.amenities) : null,
    qualityAudits: listOrNull(
      Array.isArray(doc.qualityAudits),
      fitList(QualityAudit, doc.qualityAudits, QUALITY_AUDIT_SHAPE),
    ),
    customSections: listOrNull(
      Array.isArray(modern.customSections),
      fitList(CustomSection, modern.customSections, { title: true, body: true }),
    ),
    display: fit(Display, pickShape(modern.display, { hiddenSections: true, featured: true })) ?? null,
  };
}
