/**
 * /blogs/pulse with the API answered by a stubbed fetch (and the real outbox on fake-indexeddb):
 * the latest issue with its numbers and counts, the empty state, an error with Retry, a past issue
 * opened in place, the emailed confirm link, and Subscribe's states (invalid, sent, queued offline,
 * refused).
 */
import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PulseIssue, PulseList } from '@propai/api/wire';
import { db } from '../../../db/db';
import PulsePage from './pulse-page';

const issue = (week: string, headline: string): PulseIssue => ({
  week,
  weekLabel: `Week ${Number(week.slice(6))}, 2026`,
  date: '2026-11-22',
  weekStart: '2026-11-15T18:30:00.000Z',
  weekEnd: '2026-11-22T18:30:00.000Z',
  headline,
  summary: '1 new project launch (Aster Heights). Median asking ₹/sqft compared in 1 locality.',
  minutesToRead: 2,
  generatedAt: '2026-11-23T00:00:00.000Z',
  launches: {
    total: 1,
    items: [
      {
        name: 'Aster Heights',
        slug: 'aster-heights',
        developer: 'Fictive Homes',
        locality: 'Sector 150',
        city: 'Noida',
      },
    ],
  },
  prices: {
    minListings: 3,
    baselineWeeks: 4,
    listingsThisWeek: 5,
    tooFew: 2,
    moves: [
      {
        locality: 'Golf Course Road',
        city: 'Gurgaon',
        medianPsf: 11000,
        listings: 3,
        baselineMedianPsf: 10000,
        baselineListings: 4,
        changePct: 10,
      },
    ],
  },
  possession: { total: 0, items: [] },
  reports: {
    total: 1,
    items: [
      {
        id: 'r1',
        title: 'Possession moved again',
        projectName: 'Old Launch',
        category: 'Possession Delay',
        upVotes: 9,
      },
    ],
  },
});

const latest = issue('2026-W47', 'Golf Course Road ₹/sqft up 10% on the previous 4 weeks');
const older = issue('2026-W46', 'An older headline');
const summary = (i: PulseIssue) => ({
  week: i.week,
  weekLabel: i.weekLabel,
  date: i.date,
  headline: i.headline,
  summary: i.summary,
  minutesToRead: i.minutesToRead,
});
const list = (items: PulseIssue[]): PulseList => ({
  latest: items[0] ?? null,
  issues: items.map(summary),
  page: 1,
  pages: 1,
  total: items.length,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Route = (url: URL, init?: RequestInit) => Response | null | undefined;
function serve(route: Route) {
  const fetchMock = vi.fn((input: string | URL, init?: RequestInit) => {
    const answer = route(new URL(String(input), 'http://localhost'), init);
    return answer ? Promise.resolve(answer) : Promise.reject(new TypeError('Failed to fetch'));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function open(path = '/blogs/pulse') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <PulsePage />
    </MemoryRouter>,
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await db.queuedWrites.clear();
});

describe('the market pulse page', () => {
  it('shows the latest issue with its numbers and the counts behind them, and opens a past issue in place', async () => {
    serve((url) => {
      if (url.pathname === '/api/pulse') return json(200, list([latest, older]));
      if (url.pathname === '/api/pulse/2026-W46') return json(200, older);
      return null;
    });
    open();
    expect(await screen.findByRole('heading', { name: latest.headline })).toBeTruthy();
    const main = screen.getByRole('article', { name: 'Market pulse, Week 47, 2026' });
    expect(within(main).getByText('Week 47, 2026')).toBeTruthy();
    expect(within(main).getByText('22 Nov 2026')).toBeTruthy();
    expect(within(main).getByText('2 min read')).toBeTruthy();
    const row = screen.getByText('Golf Course Road').closest('li')!;
    expect(row.textContent).toContain('+10%');
    expect(row.textContent).toContain('₹10,000 → ₹11,000 · 4 listings before, 3 this week');
    expect(screen.getByText('Not enough data in 2 localities (under 3 listings).')).toBeTruthy();
    expect(
      screen.getByText('0 projects not yet handed over whose promised possession date fell this week.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Possession moved again' }).getAttribute('href')).toBe(
      '/reports/r1',
    );

    const past = screen.getByRole('region', { name: 'Past issues' });
    expect(within(past).queryByText(latest.headline)).toBeNull();
    await userEvent.click(within(past).getByRole('button', { name: /An older headline/ }));
    const opened = await within(past).findByRole('article', { name: 'Market pulse, Week 46, 2026' });
    expect(within(opened).getByText('Aster Heights')).toBeTruthy();
  });

  it('says there is no issue yet when none was generated', async () => {
    serve(() => json(200, list([])));
    open();
    expect(await screen.findByText(/No issue yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });

  it('shows an error with Retry when the API fails, and loads on Retry', async () => {
    let calls = 0;
    serve(() =>
      calls++ === 0
        ? json(500, { error: 'internal', message: 'Something went wrong.' })
        : json(200, list([latest])),
    );
    open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong.');
    expect(screen.queryByText(latest.headline)).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: latest.headline })).toBeTruthy();
  });

  it('confirms a subscription from the emailed link by posting its token', async () => {
    const token = 'T'.repeat(43);
    const fetchMock = serve((url) => {
      if (url.pathname === '/api/newsletter/confirm')
        return json(200, { email: 'asha@example.com', status: 'confirmed' });
      return json(200, list([latest]));
    });
    open(`/blogs/pulse?confirm=${token}`);
    expect(
      await screen.findByText(/Subscribed: asha@example.com will get the weekly market pulse/),
    ).toBeTruthy();
    const post = fetchMock.mock.calls.find((c) => String(c[0]).includes('/newsletter/confirm'))!;
    expect(post[1]!.method).toBe('POST');
    expect(JSON.parse(post[1]!.body as string)).toEqual({ token });
  });
});

describe('Subscribe', () => {
  const type = async (email: string) => {
    await userEvent.type(screen.getByLabelText('Email'), email);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  };

  it('names an invalid address and sends nothing', async () => {
    const fetchMock = serve(() => json(200, list([latest])));
    open();
    await screen.findByRole('heading', { name: latest.headline });
    await type('not-an-email');
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(fetchMock.mock.calls.some((c) => String(c[0]).includes('/newsletter/'))).toBe(false);
  });

  it('sends the subscription with an Idempotency-Key and says to check the inbox', async () => {
    const fetchMock = serve((url) =>
      url.pathname === '/api/newsletter/subscribe'
        ? json(202, { success: true, email: 'asha@example.com', status: 'check-inbox', emailDisabled: false })
        : json(200, list([latest])),
    );
    open();
    await screen.findByRole('heading', { name: latest.headline });
    await type('Asha@Example.com');
    expect(
      await screen.findByText(/Check your inbox: we sent a confirmation link to asha@example.com/),
    ).toBeTruthy();
    const post = fetchMock.mock.calls.find((c) => String(c[0]).includes('/newsletter/subscribe'))!;
    expect(JSON.parse(post[1]!.body as string)).toEqual({ email: 'asha@example.com', source: 'pulse' });
    expect((post[1]!.headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();
    await waitFor(async () => expect(await db.queuedWrites.count()).toBe(0));
  });

  it('keeps the subscription on the device when offline', async () => {
    serve((url) => (url.pathname === '/api/newsletter/subscribe' ? null : json(200, list([latest]))));
    open();
    await screen.findByRole('heading', { name: latest.headline });
    await type('asha@example.com');
    expect(
      await screen.findByText(
        /You are offline: the subscription for asha@example.com is saved on this device/,
      ),
    ).toBeTruthy();
    expect(await db.queuedWrites.get('newsletter:asha@example.com')).toMatchObject({
      kind: 'newsletter-subscribe',
    });
  });

  it('shows the server’s refusal', async () => {
    serve((url) =>
      url.pathname === '/api/newsletter/subscribe'
        ? json(400, {
            error: 'validation_failed',
            message: 'Invalid',
            fields: { email: 'Enter a valid email address.' },
          })
        : json(200, list([latest])),
    );
    open();
    await screen.findByRole('heading', { name: latest.headline });
    await type('asha@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid email address.');
  });
});
