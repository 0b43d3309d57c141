import { describe, expect, it } from 'vitest';
import {
  nextRescoreAt,
  readingMinutes,
  recencyWeight,
  reportScore,
  scoreBand,
  scoreFields,
} from './report-score';

const now = new Date('2026-11-01T00:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);

describe('reportScore', () => {
  it.each([
    // up, down, age in days, score
    [0, 0, 0, 0], // freshly approved, no votes
    [5, 0, 1, 5], // reaches Top Rated
    [12, 2, 10, 10],
    [3, 9, 10, 0], // more disagreement than agreement: never below 0
    [20, 0, 89, 20],
    [20, 0, 90, 15], // ×0.75 from day 90
    [12, 2, 200, 5], // ×0.5 from day 180
    [30, 2, 400, 7], // ×0.25 from day 365: 28 × 0.25
    [1, 0, 400, 0], // 0.25 rounds to 0
  ])('up %i, down %i, %i days old → %i', (upVotes, downVotes, age, score) => {
    expect(reportScore({ upVotes, downVotes, publishedAt: daysAgo(age) }, now)).toBe(score);
  });

  it('weighs by age steps', () => {
    expect([0, 90, 180, 365, 1000].map((d) => recencyWeight(daysAgo(d), now))).toEqual([
      1, 0.75, 0.5, 0.25, 0.25,
    ]);
  });

  it('names the next step for the stored score, and none past the last', () => {
    expect(nextRescoreAt(daysAgo(10), now)).toEqual(daysAgo(10 - 90));
    expect(nextRescoreAt(daysAgo(100), now)).toEqual(daysAgo(100 - 180));
    expect(nextRescoreAt(daysAgo(365), now)).toBeNull();
    expect(scoreFields({ upVotes: 6, downVotes: 0, publishedAt: daysAgo(200) }, now)).toEqual({
      score: 3,
      rescoreAt: daysAgo(200 - 365),
    });
  });
});

describe('scoreBand', () => {
  it.each([
    [0, 'plain'],
    [9, 'plain'],
    [10, 'orange'],
    [14, 'orange'],
    [15, 'red'],
    [40, 'red'],
  ])('%i → %s', (score, band) => expect(scoreBand(score)).toBe(band));
});

describe('readingMinutes', () => {
  it.each([
    [0, 1],
    [200, 1],
    [201, 2],
    [450, 3],
  ])('%i characters → %i min', (n, min) => expect(readingMinutes('x'.repeat(n))).toBe(min));
});
