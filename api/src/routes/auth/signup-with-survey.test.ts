/**
 * POST /api/auth/signup-with-survey (spec part 1 §4 survey signup modal, §5 validation) through the
 * real app on a real store: the survey given at sign-up lands on the account (hasSurvey), bad input
 * answers the spec's one message naming each field, and sign-in's rules hold unchanged — only a
 * hash of the code is stored, five wrong tries void it, codes are rate limited, every step is
 * audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_AUDIT } from '../../auth/login-audit';
import { OTP_CODES, TOO_MANY_TRIES } from '../../auth/otp-codes';
import type { AuthKit } from './auth-test-kit';
import { authKit, bearer, freshEmail, freshIp, freshMobile } from './auth-test-kit';

let kit: AuthKit;
beforeAll(async () => {
  kit = await authKit();
});
afterAll(() => kit.close());

const SURVEY_MESSAGE = 'Please fill all required fields correctly';
const survey = {
  purpose: 'investment',
  budget: '100-200',
  location: ['Gurugram', 'Noida'],
  bhk: 3,
  propertyType: 'Apartment',
  timeline: '6-12 months',
};
/** As the account stores it: aliases folded, places and sizes in their one spelling. */
const storedSurvey = {
  purpose: 'investment',
  budget: '100-200',
  preferredLocations: ['Gurgaon', 'Noida'],
  bhk: ['3bhk'],
  propertyTypes: ['apartment'],
  timeline: '6-12 months',
};
const userInfo = () => ({
  firstName: 'Kabir',
  lastName: 'S',
  email: freshEmail('survey'),
  mobile: freshMobile(),
  planningToBuy: '3-6 months',
  ownsRealEstate: 'no',
});
type Sent = { success: boolean; challengeId: string; userId: string; message: string };
type SignedIn = { user: { hasSurvey: boolean; surveyData: unknown; country: string } };

const signup = (body: unknown, headers?: Record<string, string>) =>
  kit.post('/api/auth/signup-with-survey', body, headers);
const me = async (token: string) =>
  ((await (await kit.get('/api/auth/me', bearer(token))).json()) as SignedIn).user;

describe('the survey given at sign-up', () => {
  it('is stored on the new account, in its stored shape, and hasSurvey is set', async () => {
    const info = userInfo();
    const res = await signup({ surveyData: survey, userInfo: info });
    expect(res.status).toBe(200);
    const sent = (await res.json()) as Sent;
    expect(sent.success).toBe(true);
    const verified = await kit.post('/api/auth/verify-otp', {
      challengeId: sent.challengeId,
      otp: kit.codeFor(info.email),
    });
    expect(await verified.json()).toMatchObject({
      success: true,
      user: {
        firstName: 'Kabir',
        lastName: 'S',
        country: 'India',
        hasSurvey: true,
        surveyData: storedSurvey,
      },
    });
  });

  it('is optional: {} or none leaves the account without a survey', async () => {
    for (const body of [{ surveyData: {} }, {}]) {
      const info = userInfo();
      const res = await signup({ ...body, userInfo: info });
      expect(res.status).toBe(200);
      const { challengeId } = (await res.json()) as Sent;
      const verified = await kit.post('/api/auth/verify-otp', { challengeId, otp: kit.codeFor(info.email) });
      const { user } = (await verified.json()) as SignedIn;
      expect(user).toMatchObject({ hasSurvey: false, surveyData: null });
    }
  });

  it('on an existing account is saved only after its code is verified', async () => {
    const email = freshEmail('exist');
    const mobile = freshMobile();
    const { token } = await kit.signIn(email, mobile);
    const res = await signup({ surveyData: survey, userInfo: { ...userInfo(), email, mobile } });
    const { challengeId } = (await res.json()) as Sent;
    expect((await me(token)).hasSurvey).toBe(false);
    await kit.post('/api/auth/verify-otp', { challengeId, otp: kit.codeFor(email) });
    expect((await me(token)).surveyData).toEqual(storedSurvey);
  });
});

describe('bad input answers 400 with the spec message, naming each field', () => {
  /** An operator key is refused earlier, by the app-wide guard, in its own words. */
  const fieldsOf = async (res: Response, message = SURVEY_MESSAGE) => {
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; fields: Record<string, string> };
    if (message) expect(body.message).toBe(message);
    return Object.keys(body.fields).sort();
  };

  it('details: first name, email without @, mobile, required answers', async () => {
    const res = await signup({
      surveyData: {},
      userInfo: {
        ...userInfo(),
        firstName: 'K',
        email: 'no-at-sign',
        mobile: '5123456789',
        planningToBuy: '',
      },
    });
    expect(await fieldsOf(res)).toEqual([
      'userInfo.email',
      'userInfo.firstName',
      'userInfo.mobile',
      'userInfo.planningToBuy',
    ]);
    const missing = { ...userInfo(), ownsRealEstate: undefined };
    expect(await fieldsOf(await signup({ userInfo: missing }))).toEqual(['userInfo.ownsRealEstate']);
  });

  it('survey answers outside their value sets, operators and unknown fields', async () => {
    const cases: [unknown, string, string][] = [
      [{ ...survey, budget: 'lots' }, 'surveyData.budget', SURVEY_MESSAGE],
      [{ ...survey, purpose: { $gt: '' } }, 'surveyData.purpose', ''],
      [{ ...survey, timeline: 'tomorrow' }, 'surveyData.timeline', SURVEY_MESSAGE],
      [{ ...survey, location: ['Mumbai'] }, 'surveyData.preferredLocations', SURVEY_MESSAGE],
      [{ ...survey, favouriteColour: 'blue' }, 'surveyData', SURVEY_MESSAGE],
      [{ $where: 'x' }, 'surveyData', ''],
    ];
    for (const [surveyData, field, message] of cases) {
      const fields = await fieldsOf(await signup({ surveyData, userInfo: userInfo() }), message);
      expect(
        fields.some((f) => f.startsWith(field)),
        `${field} in ${fields.join(',')}`,
      ).toBe(true);
    }
  });

  it('a half-finished survey is refused (the account reads only complete ones)', async () => {
    const fields = await fieldsOf(
      await signup({ surveyData: { purpose: 'both', budget: '25-50' }, userInfo: userInfo() }),
    );
    expect(fields).toContain('surveyData.timeline');
  });
});

describe("sign-in's rules, unchanged", () => {
  it('stores only a hash of the code', async () => {
    const info = userInfo();
    const { userId } = (await (await signup({ surveyData: survey, userInfo: info })).json()) as Sent;
    const code = kit.codeFor(info.email);
    const rows = await kit.store.collection(OTP_CODES).find({ userId });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toContain(code);
    expect(rows[0]).toHaveProperty('codeHash');
  });

  it('voids the code at the fifth wrong try; the right one then fails too', async () => {
    const info = userInfo();
    const { challengeId } = (await (await signup({ surveyData: survey, userInfo: info })).json()) as Sent;
    const code = kit.codeFor(info.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await kit.post('/api/auth/verify-otp', { challengeId, otp: wrong });
      answers.push(((await res.json()) as { message: string }).message);
    }
    expect(answers.at(-1)).toBe(TOO_MANY_TRIES);
    const right = await kit.post('/api/auth/verify-otp', { challengeId, otp: code });
    expect(right.status).toBe(400);
    expect(((await right.json()) as { message: string }).message).toBe(TOO_MANY_TRIES);
  });

  it('limits codes per address from one IP (the resend that reuses the sign-up call counts too)', async () => {
    const info = userInfo();
    const ip = { 'X-Forwarded-For': freshIp() };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await signup({ surveyData: survey, userInfo: info }, ip)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('writes otp_sent and verified to the login audit', async () => {
    const info = userInfo();
    const { challengeId, userId } = (await (
      await signup({ surveyData: survey, userInfo: info })
    ).json()) as Sent;
    await kit.post('/api/auth/verify-otp', { challengeId, otp: kit.codeFor(info.email) });
    const rows = await kit.store
      .collection(LOGIN_AUDIT)
      .find({ emailTyped: info.email }, { sort: { createdAt: 1 } });
    expect(rows.map((r) => [r.outcome, r.matchedUserId])).toEqual([
      ['otp_sent', userId],
      ['verified', userId],
    ]);
  });

  it('answers a mobile held by another account with the conflict, sending no code', async () => {
    const holderMobile = freshMobile();
    await kit.signIn(freshEmail('holder'), holderMobile);
    const res = await signup({ surveyData: survey, userInfo: { ...userInfo(), mobile: holderMobile } });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      success: false,
      challengeId: null,
      action: 'request_change_or_use_attached',
    });
  });
});
