/** The pure analytics rules: respondents, the sign-up rule, budget bands, CSV cells. */
import { describe, expect, it } from 'vitest';
import { budgetBand, conversionRate, latestPerRespondent, signUpVia } from './analytics';
import type { SurveyRecordLike } from './analytics';
import { csvCell, toCsv } from './analytics-csv';

const at = (iso: string) => new Date(iso);
const rec = (r: Partial<SurveyRecordLike>): SurveyRecordLike => ({
  status: 'stored',
  surveyData: {},
  startedAt: at('2026-01-01T10:00:00Z'),
  submittedAt: at('2026-01-01T10:05:00Z'),
  ...r,
});

describe('survey analytics rules', () => {
  it('keeps each respondent once, by their newest survey', () => {
    const old = rec({ userId: 'u1', submittedAt: at('2026-01-01T00:00:00Z') });
    const newer = rec({ userId: 'u1', status: 'attached', submittedAt: at('2026-01-02T00:00:00Z') });
    const device = rec({ anonymousId: 'd1', status: 'pending' });
    const latest = latestPerRespondent([newer, old, device]);
    expect([...latest.keys()]).toEqual(['u:u1', 'a:d1']);
    expect(latest.get('u:u1')).toBe(newer);
  });

  it.each([
    ['survey started before the account', '2026-01-01T11:00:00Z', undefined, 'pending_survey'],
    ['account older than the survey', '2025-12-01T00:00:00Z', undefined, null],
    ['older account with the sign-up form answers', '2025-12-01T00:00:00Z', '3-6 months', 'signup_form'],
  ])('%s', (_, created, planningToBuy, via) => {
    const account = {
      _id: 'u1',
      createdAt: at(created),
      surveyData: { purpose: 'both' },
      ...(planningToBuy ? { planningToBuy } : {}),
    };
    expect(signUpVia(account, [rec({ userId: 'u1', status: 'attached' })])).toBe(via);
  });

  it.each([
    ['25-50', '25-50'],
    ['₹1Cr - ₹2Cr', '100-200'],
    [80, '50-100'],
    [10, '25-50'],
    ['300-400', '200-500'],
    ['600+', '500+'],
    ['lots', null],
  ])('budget %s falls in band %s', (budget, band) => {
    expect(budgetBand(budget)).toBe(band);
  });

  it('has no rate when nobody answered', () => {
    expect(conversionRate(0, 0)).toBeNull();
    expect(conversionRate(1, 4)).toBe(0.25);
  });

  it.each([
    ['=1+1', `"'=1+1"`],
    ['+91 98', `"'+91 98"`],
    ['-5', `"'-5"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tx', `"'\tx"`],
    ['say "hi", ok', '"say ""hi"", ok"'],
    [null, '""'],
    ['a=b', '"a=b"'],
  ])('csv cell %j → %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('joins rows with CRLF', () => {
    expect(toCsv(['a', 'b'], [[1, 'x\ny']])).toBe('"a","b"\r\n"1","x\ny"\r\n');
  });
});
