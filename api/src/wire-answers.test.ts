/**
 * The answers the PWA types from the wire (api/src/wire/) are what the routes really send: each
 * real answer parses with the schema its route declares and loses nothing in the parse (a field
 * the schema does not describe would be dropped, so `toEqual(body)` fails). The handlers are not
 * validated against their response schemas at run time, so this is what keeps the two from
 * drifting: the sign-in answers, the login audit, My Listings, the moderation queue and its
 * actions, notifications, received leads, suggestions, project pages and lists, report lists and
 * listing pages.
 */
import type { z } from '@hono/zod-openapi';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedIfNeeded } from './seed/seed';
import {
  AuditAnswer,
  MeAnswer,
  OtpRequestResult,
  ResendAnswer,
  SessionAnswer,
} from './routes/auth/auth.schemas';
import { bearer, freshEmail, freshMobile } from './routes/auth/auth-test-kit';
import { ModerationItem, MyListingsSchema } from './routes/_shared/listing-cards';
import { ListingPageSchema } from './routes/_shared/listing-page.schemas';
import { officeBody } from './routes/_shared/posting-fixtures';
import { postingKit, type PostingKit } from './routes/_shared/posting-test-kit';
import { ReportListSchema } from './routes/_shared/report-list.schemas';
import { LeadList } from './routes/leads/leads.schemas';
import { QueuePage } from './routes/moderation/moderation.schemas';
import { MarkReadAnswer, NotificationList } from './routes/notifications/notifications.schemas';
import { ProjectListSchema, ProjectPageSchema, SuggestionSchema } from './routes/projects/projects.schemas';

let kit: PostingKit;
let poster: { token: string; userId: string };
let listingId: string;

/** Parses `body` with `schema`: no issue, and nothing the schema does not describe. */
function expectDescribed(schema: z.ZodType, body: unknown, what: string) {
  const parsed = schema.safeParse(body);
  expect(parsed.error?.issues ?? [], what).toEqual([]);
  expect(parsed.data, `${what}: a field the schema does not describe`).toEqual(body);
}

async function answer(res: Response, status = 200): Promise<unknown> {
  expect(res.status).toBe(status);
  return res.json();
}

beforeAll(async () => {
  kit = await postingKit();
  await seedIfNeeded(kit.store, { listings: 20, projects: 6 });
  poster = await kit.newPoster();
  const res = await kit.postJson('/api/commercial-listings', poster.token, {
    ...officeBody(await kit.photos(poster.token, 2)),
    title: 'Wire answers office',
  });
  listingId = ((await answer(res, 201)) as { id: string }).id;
}, 120_000);
afterAll(() => kit.close());
afterEach(() => vi.useRealTimers());

describe('the answers the PWA types from the wire match their schemas', () => {
  it('sign-in: request-otp, resend-otp, verify-otp, me', async () => {
    const email = freshEmail('wire');
    const requested = await answer(
      await kit.post('/api/auth/email/request-otp', { name: 'Wire Test', email, mobile: freshMobile() }),
    );
    expectDescribed(OtpRequestResult, requested, 'request-otp');
    const { challengeId } = requested as { challengeId: string };
    // Resending waits out the 600 s countdown: move the clock past it.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 601_000);
    const resent = await answer(await kit.post('/api/auth/resend-otp', { challengeId }));
    expectDescribed(ResendAnswer, resent, 'resend-otp');
    const signedIn = await answer(
      await kit.post('/api/auth/verify-otp', {
        challengeId: (resent as { challengeId: string }).challengeId,
        otp: kit.codeFor(email),
      }),
    );
    expectDescribed(SessionAnswer, signedIn, 'verify-otp');
    const me = await answer(await kit.get('/api/auth/me', bearer((signedIn as { token: string }).token)));
    expectDescribed(MeAnswer, me, 'me');
  });

  it('the login audit', async () => {
    const audit = await answer(await kit.get('/api/auth/admin/login-audit?limit=50', bearer(kit.adminToken)));
    expect((audit as { items: unknown[] }).items.length).toBeGreaterThan(0);
    expectDescribed(AuditAnswer, audit, 'login-audit');
  });

  it('My Listings, the moderation queue, reject and approve', async () => {
    expectDescribed(
      MyListingsSchema,
      await answer(await kit.get('/api/my/listings', bearer(poster.token))),
      'my',
    );
    const queue = await answer(await kit.get('/api/admin/listings?status=pending', bearer(kit.adminToken)));
    expect((queue as { items: unknown[] }).items.length).toBeGreaterThan(0);
    expectDescribed(QueuePage, queue, 'queue');
    const rejected = await kit.postJson(`/api/admin/listings/${listingId}/reject`, kit.adminToken, {
      reason: 'Blurry photos',
    });
    expectDescribed(ModerationItem, await answer(rejected), 'reject');
    const mine = await answer(await kit.get('/api/my/listings', bearer(poster.token)));
    expect(mine).toMatchObject({ items: [{ status: 'rejected', rejectionReason: 'Blurry photos' }] });
    expectDescribed(MyListingsSchema, mine, 'my, rejected');
    const approved = await kit.postJson(`/api/admin/listings/${listingId}/approve`, kit.adminToken, {});
    expectDescribed(ModerationItem, await answer(approved), 'approve');
    const live = await answer(await kit.get('/api/admin/listings?status=live', bearer(kit.adminToken)));
    expectDescribed(QueuePage, live, 'queue, live');
  });

  it('notifications, mark read, received leads', async () => {
    const buyer = await kit.newPoster();
    const lead = await kit.postJson('/api/leads', buyer.token, {
      targetType: 'listing',
      targetId: listingId,
      name: 'Wire Buyer',
      phone: '9876543210',
      message: 'Call me',
    });
    expect(lead.status).toBeLessThan(300);
    const notes = await answer(await kit.get('/api/notifications', bearer(poster.token)));
    expect((notes as { items: unknown[] }).items.length).toBeGreaterThan(0);
    expectDescribed(NotificationList, notes, 'notifications');
    expectDescribed(
      MarkReadAnswer,
      await answer(await kit.postJson('/api/notifications/read', poster.token, {})),
      'read',
    );
    const leads = await answer(await kit.get('/api/leads/received', bearer(poster.token)));
    expect((leads as { items: unknown[] }).items.length).toBe(1);
    expectDescribed(LeadList, leads, 'leads');
  });

  it('suggestions, project pages and lists, report lists, listing pages', async () => {
    for (const q of ['gur', 'sector', 'an']) {
      const res = await kit.get(`/api/projects/suggestions?q=${q}`);
      expectDescribed(SuggestionSchema.array(), await answer(res), `suggestions ${q}`);
    }
    const page = await answer(await kit.get('/api/projects/query?limit=6'));
    expect((page as { projects: unknown[] }).projects.length).toBeGreaterThan(0);
    expectDescribed(ProjectPageSchema, page, 'projects/query');
    expectDescribed(
      ProjectListSchema,
      await answer(await kit.get('/api/projects?featured=true')),
      'projects',
    );
    const { projects } = page as { projects: { id: string }[] };
    for (const p of projects) {
      const reports = await answer(await kit.get(`/api/projects/${p.id}/reports?sort=top&limit=3`));
      expectDescribed(ReportListSchema, reports, `reports of ${p.id}`);
    }
    expectDescribed(ReportListSchema, await answer(await kit.get('/api/reports?limit=50')), 'reports');
    const listings = await answer(await kit.get('/api/listings?limit=50'));
    expect((listings as { items: unknown[] }).items.length).toBeGreaterThan(0);
    expectDescribed(ListingPageSchema, listings, 'listings');
    expectDescribed(
      ListingPageSchema,
      await answer(await kit.get('/api/user-properties/search')),
      'user-properties',
    );
  });
});
