/**
 * The #17 journey on a phone, in one story, against the real server and its seed: the survey taken
 * offline (every step, a reload midway keeps the answers, Submit keeps it on the device and says
 * so) → online, /recommendations signed out opens the survey sign-up modal (its validation, the otp
 * step's countdown and code check, the real code from the server log) → signed in, the survey
 * reaches the account exactly once (one stored record, the device copy gone) and For You appears
 * in the top bar and the drawer → the three sections show what the API computes for that survey
 * (picks with their reasons, or the spec's empty texts) → a saved search gets one notification for
 * matching listings approved by the admin, however many the same day.
 * A second test covers the modal's Resend: possible only at 0 (the page's clock moved, no sleeps),
 * and it repeats the sign-up call. Outcomes only, no timings.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  surveyHomesQuery,
  surveyShortlistRequest,
  SECONDARY_HOMES,
} from '../../api/src/domain/survey/survey-requests';
import { asClient } from './support/client-address';
import { SURVEY } from './support/survey';
import { otpCodesInLog, readOtpFromLog } from './support/otp-from-log';
import { apiSignIn, bearer, newUser, postLiveListing, recordInPage, tokenInPage } from './support/posting';
import { ownServerDir } from './support/servers';
import { waitForControllingWorker } from './support/service-worker';

// Goes offline: the service worker must be there (the suite blocks it elsewhere: playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test.use({ viewport: { width: 390, height: 844 } });
// Offline reloads, a sign-up, two listings approved by the admin on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

/** The answers the journey taps, as the chips label them, and as the server stores them. */
const TAPS: { question: string; chips: string[] }[] = [
  { question: 'Why are you buying?', chips: ['To live in'] },
  { question: 'What is your budget?', chips: ['₹1Cr - ₹2Cr'] },
  { question: 'Where would you like to buy?', chips: ['Gurgaon', 'Dwarka Expressway'] },
  { question: 'How many bedrooms?', chips: ['3 BHK'] },
  { question: 'What kind of property?', chips: ['Apartment'] },
  { question: 'When are you planning to buy?', chips: ['6-12 months'] },
];
/** Part 2 §8 empty texts and §9 caps. */
const EMPTY = {
  picks: 'No AI picks found. Try refining your preferences.',
  projects: 'No projects found. Try refining your preferences.',
  homes: 'No homes for sale found for your criteria.',
};

/** The device's survey row (Dexie `pendingSurveys`), read from the app's own IndexedDB. */
const deviceSurvey = (page: Page) =>
  recordInPage<{ state?: string; surveyData?: Record<string, unknown> }>(page, 'pendingSurveys', 'current');

/**
 * The survey records the server stored for `userId`, read from its embedded store's data file
 * (one JSON document a line, later lines replace earlier ones of the same _id): the API has no read
 * of raw survey records, and the point is what the server kept, not what a page shows.
 */
async function storedSurveysOf(userId: string): Promise<Array<{ status: string; anonymousId?: string }>> {
  const text = await readFile(join(ownServerDir(), 'db', 'surveys.db'), 'utf8').catch(() => '');
  const byId = new Map<string, Record<string, unknown>>();
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const doc = JSON.parse(line) as Record<string, unknown>;
    if (typeof doc._id !== 'string') continue;
    if (doc.$$deleted) byId.delete(doc._id);
    else byId.set(doc._id, doc);
  }
  return [...byId.values()]
    .filter((d) => d.userId === userId)
    .map((d) => ({ status: String(d.status), anonymousId: d.anonymousId as string | undefined }));
}

async function tapAnswers(page: Page, from: number, to: number): Promise<void> {
  for (let i = from; i < to; i++) {
    const { question, chips } = TAPS[i]!;
    await expect(page.getByRole('heading', { name: question })).toBeVisible();
    await expect(page.getByText(`Question ${i + 1} of ${TAPS.length}`)).toBeVisible();
    const group = page.getByRole('group', { name: question });
    for (const chip of chips) await group.getByRole('button', { name: chip, exact: true }).click();
    await page.getByRole('button', { name: i === TAPS.length - 1 ? 'Submit' : 'Next' }).click();
  }
}

/** What the API gives for the survey's three sections, computed as the page asks for them. */
async function expectedSections(request: APIRequestContext) {
  const picks = (await (
    await request.post('/api/survey/shortlist', { data: surveyShortlistRequest(SURVEY) })
  ).json()) as {
    results: unknown[];
  };
  const projects = (await (
    await request.post('/api/projects/recommendations', { data: { survey: SURVEY } })
  ).json()) as { projects: unknown[] };
  const query = Object.fromEntries(Object.entries(surveyHomesQuery(SURVEY)).map(([k, v]) => [k, String(v)]));
  const homes = (await (
    await request.get(`/api/user-properties/search?${new URLSearchParams(query)}`)
  ).json()) as { items: unknown[] };
  return {
    picks: Math.min(picks.results.length, 6),
    projects: Math.min(projects.projects.length, 9),
    homes: Math.min(homes.items.length, SECONDARY_HOMES),
  };
}

test.describe('the survey journey', () => {
  test.use(asClient(115));

  test('offline survey → sign-up modal → survey stored once → For You → picks → one alert', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
    const user = newUser('Ishita');

    // 1. The survey offline: every step, a reload midway, Submit keeps it on the device.
    await page.goto('/survey');
    await expect(page.getByRole('heading', { name: TAPS[0]!.question })).toBeVisible({ timeout: 30_000 });
    await waitForControllingWorker(page);
    await context.setOffline(true);
    await tapAnswers(page, 0, 3);
    await page.reload();
    await expect(page.getByText('Question 4 of 6')).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Back' }).click();
    const places = page.getByRole('group', { name: TAPS[2]!.question });
    for (const chip of TAPS[2]!.chips)
      await expect(places.getByRole('button', { name: chip, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    await page.getByRole('button', { name: 'Next' }).click();
    await tapAnswers(page, 3, 6);
    await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    await expect(
      page.getByText('Your preferences are saved on this device. Sign in to see your recommendations.'),
    ).toBeVisible();
    await shot('survey-sent-offline');
    expect(await deviceSurvey(page)).toEqual(
      expect.objectContaining({ state: 'queued', surveyData: expect.objectContaining(SURVEY) }),
    );
    await context.setOffline(false);

    // 2. Online, /recommendations signed out: the survey sign-up modal and its rules.
    await page.getByRole('link', { name: 'See your recommendations' }).click();
    const modal = page.locator('.survey-signup');
    await expect(modal.getByRole('heading', { name: 'Create your account' })).toBeVisible({
      timeout: 30_000,
    });
    const create = modal.getByRole('button', { name: 'Create account' });
    await expect(create).toBeDisabled();
    await expect(modal.getByText('Please fill all required fields correctly')).toBeVisible();
    // The survey's timeline is the planning answer already.
    await expect(
      modal
        .getByRole('group', { name: 'When do you plan to buy?' })
        .getByRole('button', { name: '6-12 months' }),
    ).toHaveAttribute('aria-pressed', 'true');
    const [first, last] = user.name.split(' ') as [string, string];
    await modal.getByLabel('First name').fill('I');
    await modal.getByLabel('Last name').focus();
    await modal.getByLabel('Last name').blur();
    await expect(modal.getByText('Enter your first name (at least 2 characters).')).toBeVisible();
    await expect(modal.getByText('Enter your last name.')).toBeVisible();
    await modal.getByLabel('Last name').fill(last);
    await expect(modal.getByText('Enter your last name.')).toBeHidden();
    await modal.getByLabel('First name').fill(first);
    await modal.getByLabel('Email').fill('ishita.example.com');
    await modal.getByLabel('Email').blur();
    await expect(modal.getByText('Enter your email address (it needs an @).')).toBeVisible();
    await modal.getByLabel('Email').fill(user.email);
    await modal.getByLabel('Mobile number').fill('5123456789');
    await expect(modal.getByText('Enter a valid 10-digit mobile number.')).toBeVisible();
    await modal.getByLabel('Mobile number').fill(user.mobile);
    await expect(modal.getByText('Enter a valid 10-digit mobile number.')).toBeHidden();
    await expect(create).toBeDisabled(); // owns real estate is still unanswered
    await expect(modal.getByText('Please fill all required fields correctly')).toBeVisible();
    await modal
      .getByRole('group', { name: 'Do you already own real estate?' })
      .getByRole('button', { name: 'No' })
      .click();
    await expect(create).toBeEnabled();
    await expect(modal.getByText('Please fill all required fields correctly')).toBeHidden();
    await shot('signup-details');

    const before = (await otpCodesInLog(user.email)).length;
    await create.click();
    await expect(modal.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(modal.getByText(/Resend code in (10:00|09:\d\d)/)).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Resend' })).toBeDisabled();
    await modal.getByLabel('6-digit code').fill('123');
    await modal.getByRole('button', { name: 'Verify' }).click();
    await expect(modal.getByText('Please enter a valid 6-digit code')).toBeVisible();
    await shot('signup-otp');
    const code = await readOtpFromLog(user.email, { after: before });
    await modal.getByLabel('6-digit code').fill(code);
    await modal.getByRole('button', { name: 'Verify' }).click();
    await expect(modal.getByText(`Welcome, ${first}!`)).toBeVisible();
    await expect(modal).toBeHidden({ timeout: 10_000 });

    // 3. The survey reaches the account once; the device copy is gone; For You appears.
    const token = (await tokenInPage(page))!;
    expect(token).toBeTruthy();
    const me = (await (await request.get('/api/auth/me', { headers: bearer(token) })).json()) as {
      user: { id: string; hasSurvey: boolean; surveyData: unknown };
    };
    expect(me.user.hasSurvey).toBe(true);
    await expect.poll(() => deviceSurvey(page), { timeout: 30_000 }).toBeNull();
    await expect.poll(() => storedSurveysOf(me.user.id), { timeout: 15_000 }).toHaveLength(1);
    expect(await storedSurveysOf(me.user.id)).toEqual([expect.objectContaining({ status: 'stored' })]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.locator('ion-menu');
    await expect(drawer).toHaveClass(/show-menu/);
    await expect(drawer.getByRole('link', { name: 'For You' })).toBeVisible();
    await shot('drawer-for-you');
    await drawer.getByRole('link', { name: 'For You' }).click();
    await expect(drawer).not.toHaveClass(/show-menu/);
    // The top bar is the wide screen's.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'For You' }),
    ).toBeVisible();
    await shot('top-bar-for-you');
    await page.setViewportSize({ width: 390, height: 844 });

    // 4. The three sections, as the API computes them for this survey.
    const want = await expectedSections(request);
    await page.goto('/recommendations');
    for (const [id, count, testId] of [
      ['picks', want.picks, 'ai-pick'],
      ['projects', want.projects, 'project-card'],
      ['homes', want.homes, 'listing-card'],
    ] as const) {
      const section = page.getByTestId(`reco-${id}`).filter({ visible: true });
      await expect(section).toBeVisible({ timeout: 30_000 });
      if (count === 0) await expect(section.getByText(EMPTY[id])).toBeVisible();
      else await expect(section.getByTestId(testId)).toHaveCount(count);
    }
    for (const why of await page.locator('.reco-why:visible').allInnerTexts()) expect(why).toMatch(/Why: \S/);
    await shot('recommendations');
    // Stored once, still: opening the page sent nothing again.
    expect(await storedSurveysOf(me.user.id)).toHaveLength(1);

    // Refine preferences: the survey again, starting from the answers the account holds.
    await page.getByRole('link', { name: 'Refine preferences' }).click();
    await expect(page.getByText('Question 1 of 6')).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByRole('group', { name: TAPS[0]!.question }).getByRole('button', { name: 'To live in' }),
    ).toHaveAttribute('aria-pressed', 'true');

    // 5. A saved search, two matching listings approved the same day: one notification.
    const url = '/search?type=buy&city=Faridabad&max=30000000';
    const saved = await request.post('/api/saved-searches', {
      headers: bearer(token),
      data: {
        name: 'Faridabad homes',
        kind: 'listings',
        url,
        filters: { category: 'sale', city: 'Faridabad', max: '30000000' },
      },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    const lister = newUser('Lalit');
    const listerToken = await apiSignIn(request, lister);
    for (const title of ['Sunny 3 BHK in Sector 21', 'Corner 3 BHK in Sector 15'])
      await postLiveListing(page, request, lister, listerToken, {
        title,
        listingType: 'Sell',
        propertyType: 'Apartment',
        city: 'Faridabad',
        locality: 'Sector 21',
        bhk: 3,
        bathrooms: 2,
        area: 1500,
        price: 12_500_000,
      });
    const notes = (await (await request.get('/api/notifications', { headers: bearer(token) })).json()) as {
      items: { type: string; title: string; link: string }[];
    };
    expect(notes.items.filter((n) => n.type === 'saved_search_match')).toEqual([
      expect.objectContaining({ title: '1 new home for sale in Faridabad', link: url }),
    ]);
    await page.goto('/notifications');
    const alert = page
      .getByTestId('notification')
      .filter({ visible: true })
      .filter({ hasText: '1 new home for sale in Faridabad' });
    await expect(alert).toHaveCount(1);
    await shot('notification');
    await alert.getByRole('link', { name: 'See the matches' }).click();
    await expect(page).toHaveURL(url);
  });
});

test.describe('the survey sign-up resend', () => {
  test.use(asClient(116));

  test('Resend waits for the countdown to reach 0, then repeats the sign-up call', async ({ page }) => {
    const user = newUser('Rohan');
    await page.clock.install();
    await page.goto('/recommendations');
    const modal = page.locator('.survey-signup');
    await expect(modal.getByRole('heading', { name: 'Create your account' })).toBeVisible({
      timeout: 30_000,
    });
    const [first, last] = user.name.split(' ') as [string, string];
    await modal.getByLabel('First name').fill(first);
    await modal.getByLabel('Last name').fill(last);
    await modal.getByLabel('Email').fill(user.email);
    await modal.getByLabel('Mobile number').fill(user.mobile);
    await modal
      .getByRole('group', { name: 'When do you plan to buy?' })
      .getByRole('button', { name: '1-2 years' })
      .click();
    await modal
      .getByRole('group', { name: 'Do you already own real estate?' })
      .getByRole('button', { name: 'Yes' })
      .click();

    const signups: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/auth/signup-with-survey'))
        signups.push(r.postData() ?? '');
    });
    await modal.getByRole('button', { name: 'Create account' }).click();
    // page.clock.install() lets time also flow on its own, so on a loaded machine a second or two
    // may pass between steps: the checks allow a few seconds of it, never the countdown's end.
    await expect(modal.getByText(/Resend code in (?:10:00|09:5\d)/)).toBeVisible();
    const resend = modal.getByRole('button', { name: 'Resend' });
    await expect(resend).toBeDisabled();
    await page.clock.runFor('09:50');
    await expect(modal.getByText(/Resend code in 00:(?:0[1-9]|10)/)).toBeVisible();
    await expect(resend).toBeDisabled();
    const codes = (await otpCodesInLog(user.email)).length;
    expect(codes).toBe(1);
    await page.clock.runFor(10_000);
    await expect(modal.getByText('You can request a new code.')).toBeVisible();
    await expect(resend).toBeEnabled();
    const again = page.waitForResponse((r) => r.url().endsWith('/api/auth/signup-with-survey'));
    await resend.click();
    expect((await again).status()).toBe(200);
    expect(signups).toHaveLength(2);
    expect(JSON.parse(signups[1]!)).toEqual(JSON.parse(signups[0]!));
    // A new code went out and the countdown started again.
    await readOtpFromLog(user.email, { after: codes });
    await expect(modal.getByText(/Resend code in (?:10:00|09:5\d)/)).toBeVisible();
    await expect(resend).toBeDisabled();
  });
});
