/**
 * /recommendations as a buyer meets it, on the real session store and Dexie database with the
 * network answered per path: signed out, signed in without a survey, picks with their reasons
 * (and the requests built from the stored survey), every section empty, and the overall failure
 * with a Retry that recovers.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../db/db';
import { useSessionStore } from '../../../lib/session/session-store';
import { useSignInModalStore } from '../../../lib/session/use-sign-in-modal';
import { EMPTY } from '../components/recommendation-sections';
import { RecommendationsView } from './recommendations-page';

const SURVEY = {
  purpose: 'self_use',
  budget: '50-100',
  preferredLocations: ['Noida'],
  bhk: ['2bhk', '3bhk'],
  propertyTypes: ['apartment', 'commercial'],
  timeline: '6-12 months',
};

const project = (id: string, name: string) => ({ id, slug: id, name, city: 'Noida', bhk: [2, 3] });
const user = (surveyData: unknown) => ({
  success: true,
  user: { id: 'u', hasSurvey: surveyData !== null, surveyData },
  profileCompleteness: { percent: 100, missing: [], complete: true },
});

type Answer = (body: unknown) => Response;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fail = () => json(500, { error: 'internal', message: 'Something went wrong.' });

/** Answers by path; records each request's body. */
function serve(answers: Record<string, Answer>) {
  const sent: Record<string, unknown> = {};
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://localhost');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent[url.pathname] = body ?? Object.fromEntries(url.searchParams);
    const answer = answers[url.pathname];
    return Promise.resolve(answer ? answer(body) : json(404, { error: 'not_found', message: 'Not found' }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return sent;
}

let n = 0;
function signIn() {
  n += 1; // a new user per test: answers kept in memory are per user
  useSessionStore.setState({
    status: 'signed-in',
    token: `token-${n}`,
    user: { id: `user-${n}`, name: 'Asha', email: 'asha@example.com', role: 'user' },
  });
}

const renderPage = () =>
  render(
    <MemoryRouter>
      <RecommendationsView />
    </MemoryRouter>,
  );

afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  useSessionStore.setState({ user: null, token: null, status: 'signed-out' });
  useSignInModalStore.setState({ open: false });
  await db.pendingSurveys.clear();
});

const full = {
  '/api/auth/me': () => json(200, user(SURVEY)),
  '/api/survey/shortlist': () =>
    json(200, {
      results: [
        {
          project: project('p1', 'Aravali Heights'),
          score: 74,
          reason: "₹/sqft 8 % under its locality's median · escrow 72 % funded",
          factors: {},
          unknown: ['momentum'],
        },
        {
          project: project('p2', 'Bare Facts'),
          score: null,
          reason: 'Too little data to score this project.',
          factors: {},
          unknown: ['fairValue', 'yield', 'momentum', 'trust'],
        },
      ],
      matched: 2,
      weights: { fairValue: 0.35, yield: 0.25, momentum: 0.2, trust: 0.2 },
      method: 'Weighted mean of stored factors.',
    }),
  '/api/projects/recommendations': () =>
    json(200, { projects: [project('p3', 'Noida One')], cityOnly: false }),
  '/api/user-properties/search': () =>
    json(200, {
      items: [{ id: 'l1', title: '2 BHK in Sector 62', city: 'Noida', price: 7_500_000, category: 'sale' }],
      total: 1,
      page: 1,
      pages: 1,
    }),
};

describe('/recommendations', () => {
  it('signed out: asks to sign in and opens the sign-in modal', async () => {
    serve({});
    useSessionStore.setState({ user: null, token: null, status: 'signed-out' });
    renderPage();
    expect(screen.getByText('Sign in to see your matches')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(useSignInModalStore.getState().open).toBe(true);
  });

  it('signed in without a survey: a prompt to take it', async () => {
    serve({ '/api/auth/me': () => json(200, user(null)) });
    signIn();
    renderPage();
    const link = await screen.findByRole('link', { name: 'Take the survey' });
    expect(link.getAttribute('href')).toBe('/survey');
    expect(screen.queryByText('AI Picks for You')).toBeNull();
  });

  it('a half-finished survey on the device asks to finish it', async () => {
    serve({ '/api/auth/me': () => json(200, user(null)) });
    await db.pendingSurveys.put({ id: 'current', createdAt: 1, surveyData: { purpose: 'both' } });
    signIn();
    renderPage();
    expect((await screen.findByRole('link', { name: 'Finish the survey' })).getAttribute('href')).toBe(
      '/survey',
    );
  });

  it("shows the three sections, each AI pick with its why, from the account's survey", async () => {
    const sent = serve(full);
    signIn();
    renderPage();
    expect(
      await screen.findByText("₹/sqft 8 % under its locality's median · escrow 72 % funded"),
    ).toBeTruthy();
    expect(screen.getByText('Too little data to score this project.')).toBeTruthy();
    expect(screen.getByText('74/100')).toBeTruthy();
    expect(screen.getAllByTestId('ai-pick')).toHaveLength(2);
    expect(await screen.findByText('Noida One')).toBeTruthy();
    expect(await screen.findByText('2 BHK in Sector 62')).toBeTruthy();
    for (const heading of ['AI Picks for You', 'Developer Projects', 'Homes for Sale (Secondary)'])
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Refine preferences' }).getAttribute('href')).toBe('/survey');
    expect(screen.getByRole('link', { name: 'Explore Projects' }).getAttribute('href')).toBe(
      '/explore-projects',
    );
    // The requests come from the survey as stored: lakh budget → rupees, commercial left out.
    expect(sent['/api/survey/shortlist']).toEqual({
      bhk: [2, 3],
      propertyTypes: ['Apartment'],
      minBudget: 5_000_000,
      maxBudget: 10_000_000,
      cities: ['noida'],
      preferredLocations: ['Noida'],
    });
    expect(sent['/api/projects/recommendations']).toEqual({ survey: SURVEY });
    expect(sent['/api/user-properties/search']).toMatchObject({
      type: 'sale',
      city: 'noida',
      priceMin: '5000000',
      priceMax: '10000000',
      bedroomsMin: '2',
      limit: '9',
    });
  });

  it("prefers the device's complete survey (newer than the account's)", async () => {
    const sent = serve(full);
    await db.pendingSurveys.put({
      id: 'current',
      createdAt: 1,
      surveyData: { ...SURVEY, budget: '500+', bhk: ['4bhk+'] },
      state: 'queued',
    });
    signIn();
    renderPage();
    await screen.findByText('Noida One');
    expect(sent['/api/survey/shortlist']).toMatchObject({ bhk: [4, 5, 6], maxBudget: 1_000_000_000 });
  });

  it("each empty section says so in the spec's words", async () => {
    serve({
      '/api/auth/me': full['/api/auth/me'],
      '/api/survey/shortlist': () =>
        json(200, {
          results: [],
          matched: 0,
          weights: { fairValue: 0.35, yield: 0.25, momentum: 0.2, trust: 0.2 },
          method: 'm',
        }),
      '/api/projects/recommendations': () => json(200, { projects: [], cityOnly: true }),
      '/api/user-properties/search': () => json(200, { items: [], total: 0, page: 1, pages: 0 }),
    });
    signIn();
    renderPage();
    for (const text of Object.values(EMPTY)) expect(await screen.findByText(text)).toBeTruthy();
  });

  it("all three failing: 'Could not load recommendations.' and Retry loads them", async () => {
    let broken = true;
    const maybe =
      (answer: Answer): Answer =>
      (body) =>
        broken ? fail() : answer(body);
    serve({
      '/api/auth/me': full['/api/auth/me'],
      '/api/survey/shortlist': maybe(full['/api/survey/shortlist']),
      '/api/projects/recommendations': maybe(full['/api/projects/recommendations']),
      '/api/user-properties/search': maybe(full['/api/user-properties/search']),
    });
    signIn();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load recommendations.');
    expect(screen.queryByText('AI Picks for You')).toBeNull();
    broken = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByTestId('ai-pick')).toHaveLength(2));
    expect(await screen.findByText('Noida One')).toBeTruthy();
  });
});
