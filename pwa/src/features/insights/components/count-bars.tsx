/**
 * Counts as horizontal bars (plain elements, no chart library): each row is a labelled number, so
 * a screen reader reads "3 BHK: 12" and the bar only adds the picture.
 */
import { useId } from 'react';

export function CountBars({
  title,
  rows,
  format = String,
}: {
  title: string;
  rows: readonly { label: string; count: number }[];
  /** How a count reads ('₹12,151'); plain digits by default. */
  format?: (n: number) => string;
}) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  const captionId = useId();
  return (
    <figure className="ins-bars" aria-labelledby={captionId}>
      <figcaption id={captionId}>{title}</figcaption>
      <ul>
        {rows.map((r) => (
          <li key={r.label}>
            <span className="ins-bar-label">{r.label}</span>
            <span className="ins-bar-track" aria-hidden="true">
              <span className="ins-bar" style={{ width: `${(r.count / max) * 100}%` }} />
            </span>
            <span className="ins-bar-count">{format(r.count)}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
