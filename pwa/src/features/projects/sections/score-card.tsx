import { SCORE_METHOD } from '@propai/api/domain/projects/score';
import type { ProjectDetail } from '../api/project-types';

const LABELS: Record<string, string> = {
  rera: 'RERA & legal',
  escrow: 'Escrow',
  delay: 'Delivery on time',
  developer: 'Developer record',
  reports: 'Community reports',
};

/** The computed project score out of 10 (discovery's score rule); nothing at all when data is thin. */
export function ScoreCard({ project }: { project: ProjectDetail }) {
  if (project.score === null) return null;
  return (
    <section className="pd-section" id="score" data-testid="section-score" aria-labelledby="score-title">
      <h2 className="pd-section-title" id="score-title">
        Project score <strong className="pd-score">{project.score.toFixed(1)}</strong>
        <small className="pd-muted">/10</small>
      </h2>
      <ul className="pd-towers">
        {Object.entries(project.scoreBreakdown).map(([k, v]) => (
          <li key={k}>
            <span>{LABELS[k] ?? k}</span>
            <span className="pd-bar">
              <span style={{ width: `${v * 10}%` }} />
            </span>
            <strong>{v.toFixed(1)}</strong>
          </li>
        ))}
      </ul>
      <p className="pd-muted" data-testid="score-method">
        {SCORE_METHOD}
      </p>
    </section>
  );
}
