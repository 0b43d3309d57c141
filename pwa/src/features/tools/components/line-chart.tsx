/**
 * A line chart drawn by uPlot (the app's chart library: canvas, ~21 kB gzip, no dependencies).
 * Loaded only when a tool shows a chart (chart-slot.tsx lazy-imports this module), so the tools'
 * first paint carries none of it. The figures are always in a table beside it: the chart is a
 * picture of that table and is hidden from screen readers.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartSeries } from './chart-slot';

const HEIGHT = 220;

export default function LineChart({
  x,
  series,
  xLabel,
  formatY,
}: {
  x: number[];
  series: ChartSeries[];
  xLabel: string;
  formatY: (value: number) => string;
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    // No canvas (an old browser, a test DOM): the table carries the figures alone.
    if (!el || !document.createElement('canvas').getContext?.('2d')) return;
    const plot = new uPlot(
      {
        width: Math.max(240, el.clientWidth),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false } },
        axes: [
          { label: xLabel, labelSize: 20, size: 36, stroke: '#475467', grid: { stroke: '#eef2f6' } },
          {
            size: 64,
            stroke: '#475467',
            grid: { stroke: '#eef2f6' },
            values: (_u, ticks) => ticks.map((t) => formatY(t)),
          },
        ],
        series: [
          {},
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            width: 2.5,
            ...(s.dash ? { dash: [6, 4] } : {}),
            points: { show: x.length <= 12 },
          })),
        ],
      },
      [x, ...series.map((s) => s.values)],
      el,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(240, el.clientWidth), height: HEIGHT }),
    );
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [x, series, xLabel, formatY]);

  return <div ref={box} className="tl-chart-canvas" aria-hidden="true" />;
}
