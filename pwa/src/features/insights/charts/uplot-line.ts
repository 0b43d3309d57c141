/**
 * uPlot (1.6.32, ~21 kB gzip with its CSS) drawing one series by quarter: loaded only by the
 * chart component's dynamic import, so only pages that show a chart download it. Quarters without
 * a figure are gaps in the line, never interpolated.
 */
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface LineSpec {
  /** One short label per x position ("Nov '26"). */
  labels: readonly string[];
  values: readonly (number | null)[];
  color: string;
  /** Axis values: '₹12k'. */
  format: (n: number) => string;
  width: number;
  height: number;
}

export interface DrawnLine {
  resize(width: number): void;
  destroy(): void;
}

export function drawLine(el: HTMLElement, spec: LineSpec): DrawnLine {
  const xs = spec.labels.map((_, i) => i);
  const chart = new uPlot(
    {
      width: spec.width,
      height: spec.height,
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: false, range: [-0.3, xs.length - 0.7] } },
      axes: [
        {
          space: 44,
          incrs: [1, 2, 4],
          values: (_u, splits) => splits.map((i) => spec.labels[i] ?? ''),
          font: '11px system-ui, sans-serif',
          stroke: '#475467',
          grid: { show: false },
        },
        {
          size: 52,
          values: (_u, splits) => splits.map((v) => spec.format(v)),
          font: '11px system-ui, sans-serif',
          stroke: '#475467',
          grid: { stroke: 'rgba(15, 23, 42, 0.08)' },
        },
      ],
      series: [
        {},
        { stroke: spec.color, width: 2, spanGaps: false, points: { show: true, size: 7, fill: spec.color } },
      ],
    },
    [xs, spec.values.map((v) => v)] as uPlot.AlignedData,
    el,
  );
  return {
    resize: (width) => chart.setSize({ width, height: spec.height }),
    destroy: () => chart.destroy(),
  };
}
