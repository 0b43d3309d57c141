/**
 * Where a tool's chart goes: its legend at once, the chart itself when its code has loaded
 * (line-chart.tsx, lazy). A chart that fails to load or draw leaves the legend and the note that
 * the table holds the same figures: the page never breaks for a picture.
 */
import { Component, lazy, Suspense, type ReactNode } from 'react';

const LineChart = lazy(() => import('./line-chart'));

export interface ChartSeries {
  label: string;
  values: number[];
  color: string;
  dash?: boolean;
}

class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: Error) {
    console.warn('Chart not drawn', error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function ChartSlot({
  title,
  x,
  series,
  xLabel,
  formatY,
  tableNote,
}: {
  title: string;
  x: number[];
  series: ChartSeries[];
  xLabel: string;
  formatY: (value: number) => string;
  tableNote: string;
}) {
  return (
    <figure className="tl-chart">
      <figcaption>
        <strong>{title}</strong>
        <span className="tl-legend">
          {series.map((s) => (
            <span key={s.label}>
              <i
                style={{ borderColor: s.color, borderStyle: s.dash ? 'dashed' : 'solid' }}
                aria-hidden="true"
              />
              {s.label}
            </span>
          ))}
        </span>
        <span className="tl-muted">{tableNote}</span>
      </figcaption>
      <QuietBoundary>
        <Suspense fallback={<div className="tl-chart-canvas tl-chart-wait" aria-hidden="true" />}>
          <LineChart x={x} series={series} xLabel={xLabel} formatY={formatY} />
        </Suspense>
      </QuietBoundary>
    </figure>
  );
}
