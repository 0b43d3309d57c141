/**
 * POST /api/pg-listings, /api/commercial-listings, /api/user-properties on a real temp store:
 * session, every §5 message through the API, photo ownership, exactly-once with Idempotency-Key,
 * and nothing partial when a request fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOADS } from '../../services/uploads/uploads';
import type { UploadDoc } from '../../services/uploads/uploads';
import type { Collection, Store } from '../../store/types';
import { createListing, LISTINGS, NOT_YOUR_PLANS, NOT_YOUR_UPLOADS } from './create-listing';
import { pgListing } from './listing-docs';
import { homeBody, officeBody, pgBody } from './posting-fixtures';
import { key, postingKit } from './posting-test-kit';
import type { PostingKit } from './posting-test-kit';

let kit: PostingKit;
let token: string;
let userId: string;

beforeAll(async () => {
  kit = await postingKit();
  ({ token, userId } = await kit.newPoster());
});
afterAll(() => kit.close());

const idOf = (url: string) => url.slice('/api/files/'.length);
const uploadsOf = (urls: string[]) =>
  kit.store.collection<UploadDoc>(UPLOADS).find({ _id: { $in: urls.map(idOf) } }, { sort: { _id: 1 } });
type Err = { error: string; message: string; fields: Record<string, string> };

describe('creating listings', () => {
  it.each(['/api/pg-listings', '/api/commercial-listings', '/api/user-properties'])(
    '%s needs a session',
    async (path) => {
      expect((await kit.post(path, {})).status).toBe(401);
    },
  );

  it('stores a PG as pending with its photos claimed, search fields and an auto-built title', async () => {
    const photos = await kit.photos(token, 2);
    const res = await kit.postJson('/api/pg-listings', token, pgBody(photos), { 'Idempotency-Key': key() });
    expect(res.status).toBe(201);
    const body = (await res.json()) as {
      id: string;
      slug: string;
      status: string;
      title: string;
      category: string;
    };
    expect(body).toMatchObject({
      status: 'pending',
      category: 'pg',
      title: 'Sunrise PG in Sector 62, Noida',
    });
    expect(body.slug).toBe(`sunrise-pg-in-sector-62-noida-${body.id.slice(-8)}`);
    const doc = await kit.store.collection(LISTINGS).findOne({ _id: body.id });
    expect(doc).toMatchObject({
      authorId: userId,
      status: 'pending',
      verified: false,
      category: 'pg',
      listingType: 'Rent',
      city: 'Noida',
      state: 'Uttar Pradesh',
      locality: 'Sector 62',
      price: 9500,
      pricePerMonth: 9500,
      contactEmail: 'asha@example.com',
      photos,
      search: { city: 'noida', price: 9500 },
    });
    // Form defaults fill what the poster did not change; their own choices win.
    expect(doc!.pgMeta).toMatchObject({ sharing: '2', gender: 'female', food: 'veg+nonveg' });
    // What the poster left blank is not stored as '' or 0 (honest data: absent means not given).
    expect(doc!.pgMeta).not.toHaveProperty('landmark');
    expect(doc!.pgMeta).not.toHaveProperty('minStayMonths');
    expect(doc!.amenities).toEqual(['wifi', 'housekeeping', 'ac']);
    expect((await uploadsOf(photos)).map((u) => [u.claimed, u.listingId])).toEqual([
      [true, body.id],
      [true, body.id],
    ]);
  });

  it('stores a commercial office with floor plans, only the sub-type details and area in sq ft', async () => {
    const photos = await kit.photos(token, 3);
    const plans = await kit.photos(token, 1);
    const res = await kit.postJson('/api/commercial-listings', token, {
      ...officeBody(photos, plans),
      areaUnit: 'sq m',
      area: 100,
    });
    expect(res.status).toBe(201);
    const { id, title } = (await res.json()) as { id: string; title: string };
    expect(title).toBe('100 sq m Office Space in Cyber Towers, Sector 44, Gurgaon');
    const doc = await kit.store.collection(LISTINGS).findOne({ _id: id });
    expect(doc).toMatchObject({
      category: 'commercial',
      commercialSubType: 'office',
      areaSqft: 1076,
      furnishing: 'furnished',
      amenities: ['powerBackup', 'lifts'],
      commercialMeta: { furnishing: 'furnished', cabins: 3, pantry: 'dry' },
      floorPlans: plans,
    });
    expect(doc!.commercialMeta).not.toHaveProperty('seatsAvailable');
    expect(doc).not.toHaveProperty('price');
  });

  it('stores a home for sale and a plot, in the categories discovery reads', async () => {
    const home = await kit.postJson('/api/user-properties', token, homeBody(await kit.photos(token, 1)));
    expect(home.status).toBe(201);
    expect(await home.json()).toMatchObject({
      category: 'sale',
      title: '3 BHK Apartment for Sale in Sector 45, Gurgaon',
    });
    const plot = await kit.postJson('/api/user-properties', token, {
      ...homeBody(await kit.photos(token, 1)),
      propertyType: 'Plot',
      bhk: undefined,
      area: 200,
      areaUnit: 'sq yd',
    });
    expect(plot.status).toBe(201);
    const { id } = (await plot.json()) as { id: string };
    expect(await kit.store.collection(LISTINGS).findOne({ _id: id })).toMatchObject({
      category: 'plot',
      areaSqft: 1800,
      highlights: ['Park facing'],
    });
  });
});

describe('validation: 400 naming each field, nothing kept', () => {
  const refuse = async (path: string, body: unknown) => {
    const before = await kit.store.collection(LISTINGS).count({});
    const res = await kit.postJson(path, token, body);
    expect(res.status).toBe(400);
    expect(await kit.store.collection(LISTINGS).count({})).toBe(before);
    return (await res.json()) as Err;
  };

  it('PG: the §5 messages', async () => {
    const err = await refuse('/api/pg-listings', { listingType: 'Rent' });
    expect(err.error).toBe('validation_failed');
    expect(err.fields).toEqual({
      contactName: 'Please fill your name, mobile and email.',
      contactPhone: 'Please fill your name, mobile and email.',
      contactEmail: 'Please fill your name, mobile and email.',
      city: 'Please fill city and locality.',
      location: 'Please fill city and locality.',
      pricePerMonth: 'Please enter rent per month.',
      photos: 'Please upload at least 1 photo.',
    });
    expect(err.message).toBe(
      'Please fill your name, mobile and email. Please fill city and locality. Please enter rent per month. Please upload at least 1 photo.',
    );
  });

  it('commercial: RERA, area, rent, deposit, sale price, seats, photo and plan limits', async () => {
    const photos = await kit.photos(token, 1);
    const agent = await refuse('/api/commercial-listings', { ...officeBody(photos), userType: 'agent' });
    expect(agent.fields).toEqual({ reraId: 'RERA ID is required for Agent/Builder.' });
    const rent = await refuse('/api/commercial-listings', {
      ...officeBody(photos),
      area: undefined,
      pricePerMonth: undefined,
      securityDeposit: undefined,
    });
    expect(rent.fields).toEqual({
      area: 'Enter property area.',
      pricePerMonth: 'Enter monthly rent.',
      securityDeposit: 'Enter security deposit.',
    });
    const sell = await refuse('/api/commercial-listings', { ...officeBody(photos), listingType: 'Sell' });
    expect(sell.fields).toEqual({ price: 'Enter sale price.' });
    const cowork = await refuse('/api/commercial-listings', {
      ...officeBody(photos),
      commercialSubType: 'coworking',
      commercialMeta: {},
    });
    expect(cowork.fields).toEqual({
      'commercialMeta.seatsAvailable': 'Enter number of seats available.',
      'commercialMeta.pricePerSeat': 'Enter price per seat.',
    });
    const many = Array.from({ length: 16 }, (_, i) => `/api/files/${String(i).padStart(24, 'a')}`);
    const limits = await refuse('/api/commercial-listings', { ...officeBody(many, many.slice(0, 7)) });
    expect(limits.fields).toEqual({
      photos: 'You can add at most 15 photos.',
      floorPlans: 'You can add at most 6 floor plans.',
    });
  });

  it('types and formats: a number as text, a photo that is not an upload url, a bad mobile', async () => {
    const err = await refuse('/api/pg-listings', {
      ...pgBody(['https://example.com/a.jpg']),
      pricePerMonth: '9500',
    });
    expect(err.fields).toMatchObject({
      pricePerMonth: 'Enter a number.',
      'photos.0': 'Upload the photos first.',
    });
    const mobile = await refuse('/api/user-properties', {
      ...homeBody(await kit.photos(token, 1)),
      contactPhone: '12345',
    });
    expect(mobile.fields).toEqual({ contactPhone: 'Enter a valid 10-digit mobile number.' });
  });

  it("refuses someone else's upload, a missing one and one already used, leaving them unclaimed", async () => {
    const other = await kit.newPoster();
    const theirs = await kit.photos(other.token, 1);
    const mine = await kit.photos(token, 1);
    const err = await refuse('/api/pg-listings', pgBody([...mine, ...theirs]));
    expect(err.fields).toEqual({ photos: NOT_YOUR_UPLOADS });
    expect((await uploadsOf([...mine, ...theirs])).every((u) => !u.claimed && !u.listingId)).toBe(true);

    const missing = await refuse('/api/pg-listings', pgBody([`/api/files/${'0'.repeat(24)}`]));
    expect(missing.fields).toEqual({ photos: NOT_YOUR_UPLOADS });

    const used = await kit.photos(token, 1);
    expect((await kit.postJson('/api/pg-listings', token, pgBody(used))).status).toBe(201);
    const again = await refuse('/api/pg-listings', pgBody(used));
    expect(again.fields).toEqual({ photos: NOT_YOUR_UPLOADS });

    const plans = await refuse('/api/commercial-listings', officeBody(await kit.photos(token, 1), theirs));
    expect(plans.fields).toEqual({ floorPlans: NOT_YOUR_PLANS });
  });

  it('releases the claim when storing the listing fails (no listing, uploads unclaimed)', async () => {
    const photos = await kit.photos(token, 2);
    const failing = failingListingsStore(kit.store);
    await expect(createListing(failing, userId, pgListing(pgBody(photos) as never))).rejects.toThrow(
      'disk full',
    );
    expect(await kit.store.collection(LISTINGS).count({ photos: photos[0] })).toBe(0);
    expect((await uploadsOf(photos)).every((u) => !u.claimed && u.listingId === undefined)).toBe(true);
  });
});

describe('exactly once with Idempotency-Key', () => {
  it('a replay answers the same id; one listing', async () => {
    const photos = await kit.photos(token, 3);
    const k = key();
    const first = await kit.postJson('/api/commercial-listings', token, officeBody(photos), {
      'Idempotency-Key': k,
    });
    const again = await kit.postJson('/api/commercial-listings', token, officeBody(photos), {
      'Idempotency-Key': k,
    });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    const a = (await first.json()) as { id: string };
    expect(((await again.json()) as { id: string }).id).toBe(a.id);
    expect(await kit.store.collection(LISTINGS).count({ photos: photos[0] })).toBe(1);
  });

  it('two tabs at once with one key: one listing, the other told to retry (409) or replayed', async () => {
    const photos = await kit.photos(token, 1);
    const k = key();
    const send = () => kit.postJson('/api/pg-listings', token, pgBody(photos), { 'Idempotency-Key': k });
    const answers = await Promise.all([send(), send(), send()]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(await kit.store.collection(LISTINGS).count({ photos: photos[0] })).toBe(1);
    const later = await send();
    expect(later.status).toBe(201);
  });

  it('the same key with another body is refused (422)', async () => {
    const photos = await kit.photos(token, 1);
    const k = key();
    expect(
      (await kit.postJson('/api/pg-listings', token, pgBody(photos), { 'Idempotency-Key': k })).status,
    ).toBe(201);
    const other = await kit.postJson(
      '/api/pg-listings',
      token,
      { ...pgBody(photos), pricePerMonth: 1 },
      { 'Idempotency-Key': k },
    );
    expect(other.status).toBe(422);
  });
});

/** The real store, except that inserting a listing fails like a full disk. */
function failingListingsStore(store: Store): Store {
  return {
    kind: store.kind,
    files: store.files,
    close: () => store.close(),
    collection: <T extends { _id: string }>(name: string) => {
      const real = store.collection(name) as unknown as Collection<T>;
      if (name !== LISTINGS) return real;
      return Object.assign(Object.create(real) as Collection<T>, {
        insertOne: () => Promise.reject(new Error('disk full')),
      });
    },
  };
}

describe('OpenAPI', () => {
  it('describes every posting route', async () => {
    const doc = (await (await kit.get('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m} ${path}`),
    );
    expect(ops).toEqual(
      expect.arrayContaining([
        'post /api/upload',
        'post /api/pg-listings',
        'post /api/commercial-listings',
        'post /api/user-properties',
        'post /api/user-properties/{id}/enrich',
        'get /api/my/listings',
        'get /api/admin/listings',
        'post /api/admin/listings/{id}/approve',
        'post /api/admin/listings/{id}/reject',
      ]),
    );
  });
});
