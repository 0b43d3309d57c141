import { describe, expect, it } from 'vitest';
import type { Draft, DraftPhoto } from '../../db/schema';
import { listingKind, type ListingStore } from './listing-kind';
import { replayOutbox } from './outbox';
import { REPORT_API_PATH, isReportDraft, reportKind } from './report-kind';

const queued = (id: string, kind: Draft['kind'], path: string): Draft => ({
  id,
  kind,
  status: 'queued',
  updatedAt: 1,
  data: {},
  submission: {
    key: `key-${id}-000000`,
    path,
    payload: { title: `t-${id}` },
    queuedAt: 1,
    attempts: 0,
    nextAttemptAt: 0,
  },
});

const photo = (id: string, draftId: string, order: number): DraftPhoto => ({
  id,
  draftId,
  order,
  blob: new Blob(['x'], { type: 'image/jpeg' }),
  name: `${id}.jpg`,
  type: 'image/jpeg',
});

describe('the report entry of the outbox', () => {
  it('sends a report draft’s photos, then the report with their urls and its key; listings keep theirs', async () => {
    const drafts = [queued('r1', 'report', REPORT_API_PATH), queued('l1', 'pg', '/pg-listings')];
    const photos = [photo('p1', 'r1', 0), photo('p2', 'r1', 1)];
    const store: ListingStore = {
      pending: () => Promise.resolve(drafts.filter((d) => d.status === 'queued')),
      photos: (id) => Promise.resolve(photos.filter((p) => p.draftId === id)),
      updateDraft: (id, changes) =>
        Promise.resolve(
          Object.assign(
            drafts.find((d) => d.id === id)!,
            changes,
          ),
        ),
      recordUpload: (id, changes) =>
        Promise.resolve(
          Object.assign(
            photos.find((p) => p.id === id)!,
            changes,
          ),
        ),
    };
    const calls: { url: string; key: string | null; body: unknown }[] = [];
    let n = 0;
    const fetch = (url: string, init: RequestInit) => {
      const key = new Headers(init.headers).get('Idempotency-Key');
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : 'form';
      calls.push({ url, key, body });
      const answer = url.endsWith('/upload')
        ? { url: `/api/files/${String(++n).padStart(24, '0')}` }
        : { id: 'server-1', status: 'pending' };
      return Promise.resolve(new Response(JSON.stringify(answer), { status: 201 }));
    };
    const listings = listingKind({
      ...store,
      pending: async () => (await store.pending()).filter((d) => !isReportDraft(d)),
    });
    await replayOutbox([reportKind(store)], { fetch, session: () => Promise.resolve({ token: 't' }) });

    expect(calls.map((c) => c.url)).toEqual(['/api/upload', '/api/upload', '/api/reports']);
    expect(calls[2]).toMatchObject({
      key: 'key-r1-000000',
      body: {
        title: 't-r1',
        photos: ['/api/files/000000000000000000000001', '/api/files/000000000000000000000002'],
      },
    });
    expect(drafts[0]).toMatchObject({ status: 'submitted', submission: { serverId: 'server-1' } });
    // The listing draft was not the report entry's to send.
    expect(drafts[1]?.status).toBe('queued');
    expect((await listings.pending()).map((i) => i.id)).toEqual(['l1']);
  });
});
