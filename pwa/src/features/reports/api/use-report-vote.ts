/**
 * The signed-in user's vote on one report, shown at once and sent through the one outbox (kind
 * 'report-vote', lib/outbox/kinds.ts): offline, it waits on the device and reaches the server once
 * (an idempotency key per write; the server keeps one vote per user, so even a replay adds
 * nothing). One waiting row per user and report ('report-vote:<userId>:<reportId>'): tapping again
 * before it is sent replaces it, the last choice wins. The row is watched, so a vote still waiting
 * from an earlier visit is shown and counted until the server has it, and the page can say so; a
 * refused vote ('failed') gives way to the server's answer and its message.
 */
import type { ReportDetail, ReportVoteBody } from '@propai/api/wire';
import { useEffect, useState } from 'react';
import { watchQueuedWrite } from '../../../db/queued-write-watch';
import type { QueuedWrite } from '../../../db/schema';
import type { ReportVoteWrite } from '../../../lib/outbox/kinds';
import { queueWrite } from '../../../lib/outbox/queue-write';

type Mine = 'up' | 'down' | null;
type Direction = ReportVoteBody['direction'];

const asMine = (d: Direction): Mine => (d === 'none' ? null : d);
const rowId = (userId: string, reportId: string) => `report-vote:${userId}:${reportId}`;

/** Counts as the server gave them, moved from the server's vote to the one shown. */
export function countsWith(
  report: Pick<ReportDetail, 'upVotes' | 'downVotes' | 'myVote'>,
  shown: Mine,
): { upVotes: number; downVotes: number } {
  const delta = (side: 'up' | 'down') => (shown === side ? 1 : 0) - (report.myVote === side ? 1 : 0);
  return {
    upVotes: Math.max(0, report.upVotes + delta('up')),
    downVotes: Math.max(0, report.downVotes + delta('down')),
  };
}

/** The vote a tap asks for: tapping the current vote withdraws it. */
export const nextVote = (current: Mine, tapped: 'up' | 'down'): Direction =>
  current === tapped ? 'none' : tapped;

export function useReportVote(report: ReportDetail | null, userId: string | null) {
  const key = report && userId ? rowId(userId, report.id) : null;
  const [row, setRow] = useState<{ key: string; row: QueuedWrite | undefined } | null>(null);
  // What this page has sent since it loaded (the answer on screen predates it).
  const [sent, setSent] = useState<{ key: string; mine: Mine } | null>(null);

  useEffect(() => {
    if (!key) return;
    let was: QueuedWrite | undefined;
    return watchQueuedWrite(key, (r) => {
      // A row that was waiting and is gone was sent: keep showing the vote it carried.
      if (was && !r && was.status !== 'failed') {
        setSent({ key, mine: asMine((was.body as ReportVoteWrite).direction) });
      }
      was = r;
      setRow({ key, row: r });
    });
  }, [key]);

  const current = row?.key === key ? row.row : undefined;
  const waiting = current && current.status !== 'failed' ? current : undefined;
  const failed = current?.status === 'failed' ? (current.lastError ?? 'Your vote was not counted.') : null;
  const mine: Mine = waiting
    ? asMine((waiting.body as ReportVoteWrite).direction)
    : sent?.key === key
      ? sent.mine
      : (report?.myVote ?? null);
  const counts = report ? countsWith(report, mine) : { upVotes: 0, downVotes: 0 };

  const vote = async (tapped: 'up' | 'down') => {
    if (!report || !userId || !key) return;
    const body: ReportVoteWrite = { reportId: report.id, direction: nextVote(mine, tapped) };
    await queueWrite('report-vote', { id: key, body, userId });
  };
  return { mine, ...counts, waiting: !!waiting, failed, vote };
}
