import type { SurveyAnalytics } from './get-survey-analytics';

type Row = SurveyAnalytics['dimensions']['purpose'][number];

/**
 * One dimension as bar rows: label, a CSS bar scaled to the largest count, the count and its share
 * of the respondents. Rows with no answers stay listed (a zero is information too).
 */
export function DimensionBars({
  title,
  rows,
  respondents,
  note,
}: {
  title: string;
  rows: Row[];
  respondents: number;
  note?: string;
}) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <section className="sa-card" aria-label={title}>
      <h2 className="sa-card-title">{title}</h2>
      {note && <p className="sa-note">{note}</p>}
      <ul className="sa-bars">
        {rows.map((r) => {
          const share = respondents > 0 ? Math.round((r.count / respondents) * 100) : 0;
          return (
            <li key={r.value} className="sa-bar-row">
              <span className="sa-bar-label">{r.label}</span>
              <span className="sa-bar-track" aria-hidden="true">
                <span className="sa-bar-fill" style={{ width: `${(r.count / max) * 100}%` }} />
              </span>
              <span className="sa-bar-count">
                {r.count}
                {respondents > 0 && <small> · {share} %</small>}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
