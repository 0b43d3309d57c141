/**
 * The survey wizard as a phone user meets it: Next refuses an unanswered question with the rule's
 * own message, answers are on the device from the first tap (timestamp, version 1.0, anonymous id)
 * and survive a remount, Submit hands one complete survey to the outbox, and a survey the server
 * refuses stays on the device with the reason shown.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../db/db';
import { useSessionStore } from '../../../lib/session/session-store';
import { QUESTION_SCREENS } from '../survey-questions';
import { SurveyWizard } from './survey-wizard';

afterEach(async () => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null, token: null, status: 'signed-out' });
  await db.pendingSurveys.clear();
  await db.queuedWrites.clear();
  await db.session.clear();
});

const renderWizard = () =>
  render(
    <MemoryRouter>
      <SurveyWizard />
    </MemoryRouter>,
  );

const question = () => screen.getByText(/^Question \d of 6$/).textContent;
const chip = (name: string) => screen.getByRole('button', { name });

describe('survey wizard', () => {
  it('Next without an answer asks for a choice in the words of the chips, and stays', async () => {
    const user = userEvent.setup();
    renderWizard();
    await screen.findByText('Why are you buying?');
    await user.click(screen.getByText('Next'));
    expect(screen.getByRole('alert').textContent).toBe('Choose why you are buying.');
    expect(question()).toBe('Question 1 of 6');
    await user.click(chip('To live in'));
    await user.click(screen.getByText('Next'));
    // The budget: no lakh codes and no "enter a number" where there is nothing to type in.
    await user.click(screen.getByText('Next'));
    expect(screen.getByRole('alert').textContent).toBe('Choose a budget range.');
    expect(question()).toBe('Question 2 of 6');
  });

  it('every screen has its own unanswered text', () => {
    for (const s of QUESTION_SCREENS) expect(s.unanswered).toMatch(/^Choose .+\.$/);
  });

  it('a multiple-choice question needs at least one choice; tapping again removes it', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(await screen.findByRole('button', { name: 'As an investment' }));
    await user.click(screen.getByText('Next'));
    await user.click(chip('₹50L - ₹1Cr'));
    await user.click(screen.getByText('Next'));
    await user.click(chip('Noida'));
    expect(chip('Noida').getAttribute('aria-pressed')).toBe('true');
    await user.click(chip('Noida'));
    await user.click(screen.getByText('Next'));
    expect(screen.getByRole('alert').textContent).toBe('Choose at least one place.');
    expect(question()).toBe('Question 3 of 6');
  });

  it('keeps answers on the device from the first tap, and reopens where it was left', async () => {
    const user = userEvent.setup();
    const first = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'To live in' }));
    await waitFor(async () => expect(await db.pendingSurveys.get('current')).toBeTruthy());
    const row = await db.pendingSurveys.get('current');
    expect(row).toMatchObject({ version: '1.0', surveyData: { purpose: 'self_use' }, state: 'draft' });
    expect(row?.anonymousId).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof row?.createdAt).toBe('number');

    await user.click(screen.getByText('Next'));
    await waitFor(async () => expect((await db.pendingSurveys.get('current'))?.step).toBe(1));
    first.unmount();

    renderWizard();
    expect(await screen.findByText('What is your budget?')).toBeTruthy();
    await user.click(screen.getByText('Back'));
    expect(chip('To live in').getAttribute('aria-pressed')).toBe('true');
  });

  it('Submit queues one complete survey for the outbox, signed out with the anonymous id', async () => {
    const user = userEvent.setup();
    renderWizard();
    const answers = ['Both', '₹1Cr - ₹2Cr', 'Gurgaon', '3 BHK', 'Apartment', '6-12 months'];
    for (const [i, name] of answers.entries()) {
      await user.click(await screen.findByRole('button', { name }));
      await user.click(screen.getByText(i === answers.length - 1 ? 'Submit' : 'Next'));
    }
    expect(await screen.findByText('Thank you')).toBeTruthy();
    const row = await db.pendingSurveys.get('current');
    const writes = await db.queuedWrites.where('kind').equals('survey').toArray();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({
      id: `survey:${row!.anonymousId}`,
      body: {
        surveyData: {
          purpose: 'both',
          budget: '100-200',
          preferredLocations: ['Gurgaon'],
          bhk: ['3bhk'],
          propertyTypes: ['apartment'],
          timeline: '6-12 months',
        },
        anonymousId: row!.anonymousId,
        timestamp: new Date(row!.createdAt).toISOString(),
        source: 'guided_journey',
        version: '1.0',
      },
    });
    expect(row?.state).toBe('queued');
  });

  it("signed in with none on the device, Refine starts from the account's survey", async () => {
    const stored = {
      purpose: 'investment',
      budget: '200-500',
      preferredLocations: ['Noida'],
      bhk: ['2bhk'],
      propertyTypes: ['villa'],
      timeline: '1-2 years',
    };
    const USER_ID = '665f1c2e9b1d4a0012345680';
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const me = new URL(url, 'http://localhost').pathname === '/api/auth/me';
      return Promise.resolve(
        new Response(
          JSON.stringify(
            me
              ? {
                  user: {
                    id: USER_ID,
                    name: 'Asha',
                    email: 'asha@example.com',
                    hasSurvey: true,
                    surveyData: stored,
                  },
                }
              : { error: 'not_found', message: 'Not found.' },
          ),
          { status: me ? 200 : 404, headers: { 'Content-Type': 'application/json' } },
        ),
      );
    });
    useSessionStore.setState({
      user: { id: USER_ID, name: 'Asha', email: 'asha@example.com', role: 'user', hasSurvey: true },
      token: 'tok-refine',
      status: 'signed-in',
    });
    const user = userEvent.setup();
    renderWizard();
    await waitFor(() => expect(chip('As an investment').getAttribute('aria-pressed')).toBe('true'));
    expect(question()).toBe('Question 1 of 6');
    // Kept on the device at once, so a reload midway keeps the account's answers too.
    await waitFor(async () => expect((await db.pendingSurveys.get('current'))?.surveyData).toEqual(stored));
    await user.click(screen.getByText('Next'));
    await user.click(chip('₹50L - ₹1Cr'));
    for (let i = 1; i < 6; i++) await user.click(screen.getByText(i === 5 ? 'Submit' : 'Next'));
    expect(await screen.findByText('Thank you')).toBeTruthy();
    const writes = await db.queuedWrites.where('kind').equals('survey').toArray();
    expect(writes.map((w) => (w.body as { surveyData: unknown }).surveyData)).toEqual([
      { ...stored, budget: '50-100' },
    ]);
  });

  it('a survey the server refuses stays on the device and says why ("Not sent yet")', async () => {
    const USER_ID = '665f1c2e9b1d4a0012345681';
    const user = { id: USER_ID, name: 'Meera', email: 'meera@example.com', role: 'user' as const };
    const sent: string[] = [];
    // The network stands in for the API: /auth/me knows no survey, the submit is refused (400).
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const path = new URL(url, 'http://localhost').pathname;
      sent.push(path);
      const refused = path === '/api/survey/submit';
      const body = refused
        ? {
            error: 'validation_failed',
            message: 'Invalid request: surveyData.budget — Choose a budget range.',
            fields: { 'surveyData.budget': 'Choose a budget range' },
          }
        : { user };
      return Promise.resolve(
        new Response(JSON.stringify(body), {
          status: refused ? 400 : 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    });
    await db.session.put({ key: 'current', token: 'tok-refused', user, savedAt: Date.now() });
    useSessionStore.setState({ user, token: 'tok-refused', status: 'signed-in' });
    const clicker = userEvent.setup();
    renderWizard();
    const answers = ['To live in', '₹1Cr - ₹2Cr', 'Noida', '2 BHK', 'Villa', '1-2 years'];
    for (const [i, name] of answers.entries()) {
      await clicker.click(await screen.findByRole('button', { name }));
      await clicker.click(screen.getByText(i === answers.length - 1 ? 'Submit' : 'Next'));
    }

    // The outbox sent it (from the page, online), the server refused it: the screen says so.
    expect(await screen.findByText('Not sent yet')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Your survey was not sent: Choose a budget range. It is kept on this device.',
    );
    expect(sent).toContain('/api/survey/submit');
    // Kept: the device's survey and its outbox row (failed, with the reason) are both still there.
    const row = await db.pendingSurveys.get('current');
    expect(row?.surveyData).toMatchObject({ purpose: 'self_use', preferredLocations: ['Noida'] });
    const write = await db.queuedWrites.get(`survey:${row!.anonymousId}`);
    expect(write).toMatchObject({ status: 'failed', lastError: 'Choose a budget range' });

    // "Change answers" goes back to the questions with the answers kept.
    await clicker.click(screen.getByText('Change answers'));
    expect(await screen.findByText(/^Question \d of 6$/)).toBeTruthy();
  });
});
