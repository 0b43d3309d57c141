import { FLAGS_TO_HIDE } from '@propai/api/domain/listing-flags/flag-rules';
import { describe, expect, it } from 'vitest';
import { HELP_TOPICS, REPORTS_TO_HIDE, searchHelp } from './help-topics';

describe('help topics', () => {
  it('states the report threshold the server applies', () => {
    expect(REPORTS_TO_HIDE).toBe(FLAGS_TO_HIDE);
  });

  it('answers with the rules the app runs on: freshness days, EMI terms, the fair band', () => {
    const answer = (id: string) => HELP_TOPICS.find((t) => t.id === id)?.answer ?? '';
    expect(answer('freshness')).toContain('30 days for rentals and PGs, 60 days for homes and plots');
    expect(answer('emi')).toContain('8.5 % a year over 20 years');
    expect(answer('price-check')).toContain('More than 3 % above fair value reads Overpriced');
    expect(answer('phone-number')).toContain('at most 20 listings a day');
  });

  it('has one id per topic', () => {
    expect(new Set(HELP_TOPICS.map((t) => t.id)).size).toBe(HELP_TOPICS.length);
  });

  it('finds topics holding every word typed, in any case; all of them for an empty query', () => {
    expect(searchHelp(HELP_TOPICS, '   ')).toHaveLength(HELP_TOPICS.length);
    expect(searchHelp(HELP_TOPICS, 'OFFLINE Submit').map((t) => t.id)).toEqual(['post-offline']);
    expect(searchHelp(HELP_TOPICS, 'emi').map((t) => t.id)).toContain('emi');
    expect(searchHelp(HELP_TOPICS, 'helicopter')).toEqual([]);
  });
});
