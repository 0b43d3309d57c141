import { scoreBand } from '@propai/api/domain/reports/report-score';

/**
 * A report's score with the spec's colours (part 2 §2): 15 and above red, 10 and above orange.
 * The title says how the score is made (README: net votes weighted by the report's age).
 */
export function ScoreBadge({ score }: { score: number }) {
  const band = scoreBand(score);
  return (
    <span
      className={`report-score report-score-${band}`}
      data-band={band}
      title="Score: up-votes minus down-votes, weighted by how recent the report is"
    >
      Score {score}
    </span>
  );
}
