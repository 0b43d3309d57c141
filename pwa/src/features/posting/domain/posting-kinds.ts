/**
 * The three posting forms as data: where each posts, its defaults, photo limits, the shared
 * validation rules (imported from the API's pure rule files by relative path, so the form and the
 * server give the same answers word for word) and its success text.
 */
import {
  buildCommercialTitle,
  COMMERCIAL_FLOOR_PLANS_MAX,
  COMMERCIAL_META_FIELDS,
  COMMERCIAL_PHOTOS_MAX,
  defaultCommercialPayload,
  validateCommercial,
} from '@propai/api/domain/posting/commercial-rules';
import type { FieldError } from '@propai/api/domain/posting/field-error';
import {
  buildPgTitle,
  defaultPgPayload,
  PG_PHOTOS_MAX,
  validatePg,
} from '@propai/api/domain/posting/pg-rules';
import {
  buildSaleTitle,
  defaultSalePayload,
  SALE_PHOTOS_MAX,
  validateSale,
} from '@propai/api/domain/posting/sale-rules';
import type { ListingDraftKind } from '../../../db/schema';
import { compact } from './value-path';

export type FormValues = Record<string, unknown>;

export interface PostingKind {
  kind: ListingDraftKind;
  /** The form's route in the PWA. */
  route: string;
  /** The create endpoint under /api. */
  apiPath: string;
  label: string;
  photosMax: number;
  floorPlansMax: number;
  defaults: () => FormValues;
  validate: (values: FormValues) => FieldError[];
  buildTitle: (values: FormValues) => string;
  successText: string;
}

/** Fields a reset after success keeps (spec part 3 §2: "resets but keeps the contact details"). */
export const CONTACT_FIELDS = [
  'contactName',
  'contactPhone',
  'contactEmail',
  'userType',
  'companyName',
  'reraId',
];

export const postingKinds: Record<ListingDraftKind, PostingKind> = {
  pg: {
    kind: 'pg',
    route: '/post-pg',
    apiPath: '/pg-listings',
    label: 'PG / Co-living',
    photosMax: PG_PHOTOS_MAX,
    floorPlansMax: 0,
    defaults: () => defaultPgPayload(),
    validate: (v) => validatePg(v),
    buildTitle: (v) => buildPgTitle(v),
    successText: 'Your PG listing was submitted. It will be visible after verification.',
  },
  commercial: {
    kind: 'commercial',
    route: '/post-commercial',
    apiPath: '/commercial-listings',
    label: 'Commercial',
    photosMax: COMMERCIAL_PHOTOS_MAX,
    floorPlansMax: COMMERCIAL_FLOOR_PLANS_MAX,
    defaults: () => defaultCommercialPayload(),
    validate: (v) => validateCommercial(v),
    buildTitle: (v) => buildCommercialTitle(v),
    successText: 'Your commercial listing was submitted. It will be visible after verification.',
  },
  sale: {
    kind: 'sale',
    route: '/sell/post',
    apiPath: '/user-properties',
    label: 'Home or plot',
    photosMax: SALE_PHOTOS_MAX,
    floorPlansMax: 0,
    defaults: () => defaultSalePayload(),
    validate: (v) => validateSale(v),
    buildTitle: (v) => buildSaleTitle(v),
    successText: 'Your property was submitted. It will be visible after verification.',
  },
};

/** Commercial details keep only the chosen sub-type's fields (a switch of type leaves others behind). */
function keepSubTypeMeta(values: FormValues): FormValues {
  const sub = values.commercialSubType as keyof typeof COMMERCIAL_META_FIELDS | undefined;
  const meta = (values.commercialMeta ?? {}) as Record<string, unknown>;
  if (!sub || !(sub in COMMERCIAL_META_FIELDS)) return values;
  const kept = Object.fromEntries(
    COMMERCIAL_META_FIELDS[sub].filter((k) => k in meta).map((k) => [k, meta[k]]),
  );
  return { ...values, commercialMeta: kept };
}

/** Rent/Sell keep only their own price fields. */
function keepDealFields(values: FormValues): FormValues {
  const out = { ...values };
  if (values.listingType === 'Sell') {
    delete out.pricePerMonth;
    delete out.securityDeposit;
  } else if (values.listingType === 'Rent') {
    delete out.price;
    if (values.category === 'commercial') {
      delete out.ownershipType;
      delete out.negotiable;
    }
  }
  return out;
}

/** The body the server gets (without photos, which the outbox adds from the uploads). */
export function toPayload(kind: PostingKind, values: FormValues): FormValues {
  let v = compact(values) as FormValues;
  if (kind.kind === 'commercial') v = keepSubTypeMeta(v);
  if (kind.kind !== 'pg') v = keepDealFields(v);
  if (kind.kind === 'pg') v = { ...v, price: v.pricePerMonth };
  if (!v.title) v.title = kind.buildTitle(v);
  delete v.photos;
  delete v.floorPlans;
  return v;
}

/** Validation of the form as it stands, photos counted from the draft's stored photo rows. */
export function formErrors(
  kind: PostingKind,
  values: FormValues,
  photoCount: number,
  floorPlanCount: number,
) {
  const probe: FormValues = {
    ...(compact(values) as FormValues),
    photos: new Array<string>(photoCount).fill('x'),
  };
  if (kind.floorPlansMax) probe.floorPlans = new Array<string>(floorPlanCount).fill('x');
  const map: Record<string, string> = {};
  for (const { field, message } of kind.validate(probe)) map[field] ??= message;
  return map;
}

/** A fresh form after a success: defaults plus the poster's contact details. */
export function resetKeepingContact(kind: PostingKind, values: FormValues): FormValues {
  const fresh = kind.defaults();
  for (const field of CONTACT_FIELDS) if (values[field] !== undefined) fresh[field] = values[field];
  return fresh;
}
