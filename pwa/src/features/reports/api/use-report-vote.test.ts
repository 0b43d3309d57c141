import { describe, expect, it } from 'vitest';
import { countsWith, nextVote } from './use-report-vote';

describe('the vote shown before the server answers', () => {
  it('moves the server counts from its vote to the one shown, never below 0', () => {
    const server = { upVotes: 10, downVotes: 2, myVote: null };
    expect(countsWith(server, 'up')).toEqual({ upVotes: 11, downVotes: 2 });
    expect(countsWith({ ...server, myVote: 'up' }, 'down')).toEqual({ upVotes: 9, downVotes: 3 });
    expect(countsWith({ ...server, myVote: 'up' }, 'up')).toEqual({ upVotes: 10, downVotes: 2 });
    expect(countsWith({ upVotes: 0, downVotes: 0, myVote: 'down' }, null)).toEqual({
      upVotes: 0,
      downVotes: 0,
    });
  });

  it('tapping the current vote withdraws it', () => {
    expect(nextVote(null, 'up')).toBe('up');
    expect(nextVote('up', 'up')).toBe('none');
    expect(nextVote('up', 'down')).toBe('down');
  });
});
