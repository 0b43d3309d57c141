/**
 * A figure by quarter as a line chart, with its text alternative: the canvas is an image whose
 * label says what the line shows, and the same numbers are a table under "Show the figures". The
 * chart library is imported when the chart mounts (uplot-line.ts), so pages without a chart never
 * load it; a series with no figure at all shows a sentence instead of an empty chart.
 */
import { useEffect, useId, useRef } from 'react';
import type { MarketFigure, MarketWindow } from '../api/insights-api';
import { listingsCount } from '../insights-format';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const HEIGHT = 190;

/** "Nov '26": the quarter named by its last month, short enough for eight on a phone. */
export function shortQuarter(w: MarketWindow): string {
  const [year, month] = (w.key.split('/')[1] ?? '').split('-');
  return `${MONTHS[Number(month) - 1] ?? ''} '${(year ?? '').slice(2)}`;
}

interface TrendChartProps {
  title: string;
  windows: readonly MarketWindow[];
  series: readonly MarketFigure[];
  /** How a value reads in the table and the summary: '₹12,000/sq ft'. */
  show: (n: number) => string;
  /** How a value reads on the axis: '₹12k'. */
  axis: (n: number) => string;
  color: string;
  min: number;
}

export function TrendChart({ title, windows, series, show, axis, color, min }: TrendChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const known = series.map((f, i) => ({ f, w: windows[i]! })).filter((p) => p.f.value !== null);
  const first = known[0];
  const last = known[known.length - 1];
  const summary =
    first && last
      ? `${title}: ${show(first.f.value!)} in ${first.w.label}, ${show(last.f.value!)} in ${last.w.label}; ${known.length} of ${series.length} quarters have enough listings.`
      : '';
  const values = series.map((f) => f.value);
  const key = JSON.stringify(values);

  useEffect(() => {
    const el = box.current;
    if (!el || !first) return;
    let drawn: { resize(w: number): void; destroy(): void } | null = null;
    let cancelled = false;
    const draw = () =>
      import('./uplot-line')
        .then(({ drawLine }) => {
          if (cancelled) return;
          drawn = drawLine(el, {
            labels: windows.map(shortQuarter),
            values,
            color,
            format: axis,
            width: el.clientWidth || 320,
            height: HEIGHT,
          });
        })
        // The chart's code unreachable (offline before it was ever cached) or no canvas: the table
        // below says the same, so the page goes on without the picture.
        .catch(() => undefined);
    // Drawn when its box comes on screen (the box keeps its height meanwhile): a trend below the
    // fold costs the page's start nothing — uPlot's first draw was /insights' longest task (~200 ms
    // at 4× CPU, issue 21).
    const onScreen =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            onScreen?.disconnect();
            void draw();
          });
    if (onScreen) onScreen.observe(el);
    else void draw();
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => drawn?.resize(el.clientWidth || 320));
    observer?.observe(el);
    return () => {
      cancelled = true;
      onScreen?.disconnect();
      observer?.disconnect();
      drawn?.destroy();
    };
    // `key` stands for the values; the callbacks are the same for one chart.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return (
    <figure className="ins-chart" aria-labelledby={captionId}>
      <figcaption id={captionId}>{title}</figcaption>
      {first ? (
        <div
          ref={box}
          className="ins-chart-canvas"
          role="img"
          aria-label={summary}
          style={{ height: HEIGHT }}
        />
      ) : (
        <p className="ins-note">Not enough listings in any quarter to chart ({min} a quarter needed).</p>
      )}
      <details className="ins-chart-data">
        <summary>Show the figures</summary>
        <table className="ins-table">
          <thead>
            <tr>
              <th scope="col">Quarter</th>
              <th scope="col">Median</th>
              <th scope="col">Listings</th>
            </tr>
          </thead>
          <tbody>
            {series.map((f, i) => (
              <tr key={windows[i]?.key ?? i}>
                <th scope="row">{windows[i]?.label}</th>
                <td>{f.value === null ? '—' : show(f.value)}</td>
                <td>{listingsCount(f.points)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
