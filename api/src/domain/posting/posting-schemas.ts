/**
 * Zod schemas of the three create bodies and their answer. They check types and formats only
 * (a number is a number, a photo is an upload url); the posting rules (domain/posting) then give
 * the spec's messages for what is missing or out of range, so the form and the server agree.
 * Unknown fields are dropped.
 *
 * These schemas are the one definition of the bodies: PgPayload, CommercialPayload and SalePayload
 * (the form's state, the rules' input, the route's parsed body) are their `z.infer`. Choices travel
 * as plain strings here, so a wrong one gets the rules' message, not zod's; the rules narrow them
 * (common-rules.ts `isOneOf`).
 */
import { z } from '@hono/zod-openapi';
import { FILE_URL_RE } from '../uploads/file-url';

const NUMBER = 'Enter a number.';
const TEXT = 'Enter text.';
const text = (max: number) =>
  z.string({ error: TEXT }).max(max, `Keep this under ${max} characters.`).optional();
const amount = () => z.number({ error: NUMBER }).finite(NUMBER).optional();
const flag = () => z.boolean({ error: 'Choose yes or no.' }).optional();
const urls = (what: string) =>
  z
    .array(z.string({ error: `Upload the ${what} first.` }).regex(FILE_URL_RE, `Upload the ${what} first.`), {
      error: `Send the ${what} as a list of upload urls.`,
    })
    .max(50, `Too many ${what}.`)
    .optional()
    .openapi({
      example: ['/api/files/65f1c0ffee0123456789abcd'],
      description: 'urls answered by POST /api/upload',
    });

const contact = {
  contactName: text(120),
  contactPhone: text(20).openapi({ example: '9876543210' }),
  contactEmail: text(254).openapi({ example: 'asha@example.com' }),
};

export const PgBody = z
  .object({
    title: text(500),
    description: text(20_000),
    location: text(120).openapi({ description: 'The locality', example: 'Sector 62' }),
    city: text(60).openapi({ example: 'Noida' }),
    listingType: z.literal('Rent').optional(),
    category: z.literal('pg').optional(),
    propertyType: z.literal('pg').optional(),
    photos: urls('photos'),
    price: amount(),
    pricePerMonth: amount(),
    securityDeposit: amount(),
    ...contact,
    pgMeta: z
      .object({
        residenceName: text(120),
        landmark: text(120),
        availableFrom: text(10),
        minStayMonths: amount(),
        occupancy: text(20),
        sharing: text(5),
        furnishing: text(20),
        gender: text(10),
        bathroomType: text(10),
        food: text(20),
        amenities: z.record(z.string(), z.boolean({ error: 'Choose yes or no.' })).optional(),
        rules: z.record(z.string(), z.boolean({ error: 'Choose yes or no.' })).optional(),
      })
      .optional(),
  })
  .openapi('PgListingInput');

export const CommercialBody = z
  .object({
    title: text(500),
    description: text(20_000),
    location: text(200),
    city: text(60).openapi({ example: 'Gurgaon' }),
    locality: text(120).openapi({ example: 'Sector 44' }),
    buildingName: text(120),
    addressLine: text(300),
    landmark: text(120),
    listingType: text(10).openapi({ example: 'Rent' }),
    category: z.literal('commercial').optional(),
    commercialSubType: text(20).openapi({ example: 'office' }),
    userType: text(10).openapi({ example: 'owner' }),
    companyName: text(120),
    reraId: text(60),
    areaSqft: amount(),
    area: amount(),
    areaUnit: text(10),
    price: amount(),
    pricePerMonth: amount(),
    securityDeposit: amount(),
    maintenanceMonthly: amount(),
    availableFrom: text(10),
    leaseTermMonths: amount(),
    lockinMonths: amount(),
    ownershipType: text(20),
    negotiable: flag(),
    photos: urls('photos'),
    floorPlans: urls('floor plans'),
    videoUrl: text(500),
    virtualTourUrl: text(500),
    amenities: z.record(z.string(), z.boolean({ error: 'Choose yes or no.' })).optional(),
    commercialMeta: z
      .record(
        z.string(),
        z.union([z.string().max(120), z.number().finite(), z.boolean()], { error: 'Enter a value.' }),
      )
      .optional(),
    ...contact,
  })
  .openapi('CommercialListingInput');

const textList = z.array(z.string().max(200)).max(40).optional();

export const SaleBody = z
  .object({
    title: text(500),
    description: text(20_000),
    listingType: text(10).openapi({ example: 'Sell' }),
    propertyType: text(30).openapi({ example: 'Apartment' }),
    city: text(60).openapi({ example: 'Gurgaon' }),
    locality: text(120).openapi({ example: 'Sector 45' }),
    address: text(300),
    mapUrl: text(500),
    userType: text(10),
    companyName: text(120),
    reraId: text(60),
    price: amount(),
    pricePerMonth: amount(),
    securityDeposit: amount(),
    area: amount(),
    areaUnit: text(10),
    areaSqft: amount(),
    builtUpArea: amount(),
    carpetArea: amount(),
    bhk: amount(),
    bathrooms: amount(),
    floorNo: amount(),
    totalFloors: amount(),
    facing: text(30),
    propertyAge: text(30),
    ownership: text(40),
    furnishing: text(20),
    parking: text(60),
    powerBackup: text(60),
    waterSource: text(60),
    highlights: textList,
    amenities: textList,
    photos: urls('photos'),
    project: text(120).openapi({
      description:
        'Optional: the new project (id or slug, GET /api/projects) the home is in; must exist, else 400 naming `project`',
      example: 'solace-avenue',
    }),
    ...contact,
  })
  .openapi('UserPropertyInput');

export const CreatedListing = z
  .object({
    id: z.string().openapi({ example: '65f1c0ffee0123456789abcd' }),
    slug: z.string().openapi({ example: '1200-sq-ft-office-space-in-sector-44-gurgaon-6789abcd' }),
    status: z.literal('pending'),
    title: z.string(),
    category: z.enum(['sale', 'rent', 'plot', 'pg', 'commercial']),
  })
  .openapi('CreatedListing');
