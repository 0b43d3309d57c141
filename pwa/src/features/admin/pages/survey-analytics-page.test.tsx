/**
 * /survey-analytics as an admin sees it, with the API answered by a stubbed fetch: the figures and
 * bars come from the answer, a period chip asks for its period, a failure offers Retry.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SurveyAnalytics } from '../survey/get-survey-analytics';
import SurveyAnalyticsPage from './survey-analytics-page';

const rows = (pairs: [string, number][]) => pairs.map(([value, count]) => ({ value, label: value, count }));
const answer: SurveyAnalytics = {
  success: true,
  from: '2026-10-26T00:00:00.000Z',
  to: '2026-11-24T10:00:00.000Z',
  respondents: 4,
  dimensions: {
    purpose: rows([
      ['To live in', 1],
      ['As an investment', 2],
      ['Both', 1],
    ]),
    budget: rows([
      ['₹50L - ₹1Cr', 1],
      ['₹1Cr - ₹2Cr', 3],
    ]),
    city: rows([
      ['Gurgaon', 2],
      ['Noida', 2],
      ['Sohna', 1],
    ]),
    timeline: rows([['6-12 months', 4]]),
  },
  signUps: {
    count: 1,
    rate: 0.25,
    definition: 'Survey sign-ups: accounts created after their survey was started.',
  },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serve(...answers: (() => Response)[]) {
  let i = 0;
  const fetchMock = vi.fn((_input: RequestInfo | URL) =>
    Promise.resolve(answers[Math.min(i++, answers.length - 1)]!()),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const urlOf = (call: unknown[]) => new URL(String(call[0]), 'http://localhost');

function open() {
  render(
    <MemoryRouter initialEntries={['/survey-analytics']}>
      <SurveyAnalyticsPage />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('survey analytics page', () => {
  it('shows the respondents, the sign-ups with their definition, and a bar row per answer', async () => {
    const fetchMock = serve(() => json(200, answer));
    open();
    const people = await screen.findByText('people took the survey');
    expect(people.closest('.sa-figure')!.textContent).toBe('4people took the survey');
    expect(screen.getByText('(25 %)')).toBeTruthy();
    expect(screen.getByText(answer.signUps.definition)).toBeTruthy();
    const budget = screen.getByRole('region', { name: 'Budget' });
    const row = within(budget).getByText('₹1Cr - ₹2Cr').closest('li')!;
    expect(row.textContent).toContain('3 · 75 %');
    expect(screen.getByText(/cities add up to more than the people/)).toBeTruthy();
    const url = urlOf(fetchMock.mock.calls[0]!);
    expect(url.pathname).toBe('/api/admin/surveys/analytics');
    expect(url.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('asks for all time without a from, and says when the period has no surveys', async () => {
    const fetchMock = serve(
      () => json(200, answer),
      () => json(200, { ...answer, respondents: 0, signUps: { ...answer.signUps, count: 0, rate: null } }),
    );
    open();
    await screen.findByText('people took the survey');
    await userEvent.click(screen.getByRole('button', { name: 'All time' }));
    expect(await screen.findByText('No surveys in this period.')).toBeTruthy();
    expect(screen.getByText('(—)')).toBeTruthy();
    expect(urlOf(fetchMock.mock.calls[1]!).searchParams.has('from')).toBe(false);
    expect(screen.getByRole('button', { name: 'All time' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("shows the server's message and loads again on Retry", async () => {
    serve(
      () => json(403, { error: 'forbidden', message: 'Admins only.' }),
      () => json(200, answer),
    );
    open();
    expect(await screen.findByText('Admins only.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('people took the survey')).toBeTruthy();
  });
});
