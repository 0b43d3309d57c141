import { describe, expect, it } from 'vitest';
import { readingMinutes, slugFromTitle } from './article-rules';

describe('readingMinutes', () => {
  it('is words / 200 rounded up, at least 1, not counting link targets or Markdown marks', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(200))).toBe(1);
    expect(readingMinutes('word '.repeat(201))).toBe(2);
    expect(readingMinutes(`## ${'word '.repeat(199)} [link](https://example.com/a/b/c) - * >`)).toBe(1);
  });
});

describe('slugFromTitle', () => {
  it('makes lower-case hyphenated ASCII, within the limit on a word boundary', () => {
    expect(slugFromTitle('Buying in Gurgaon: a first-timer’s guide')).toBe(
      'buying-in-gurgaon-a-first-timer-s-guide',
    );
    expect(slugFromTitle('  Café — Noida  ')).toBe('cafe-noida');
    expect(slugFromTitle('₹ !!')).toBe('');
    const long = slugFromTitle('word '.repeat(30));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith('word')).toBe(true);
  });
});
