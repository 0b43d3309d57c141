import type { ReactNode } from 'react';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import type { CompareProperty } from '../../../lib/compare-item';
import { type BestMetric, bestValues } from '../domain/best-values';
import { BAND_COLOURS, investmentColour, locationScoreBand } from '../domain/colours';
import {
  areaText,
  configurationText,
  investmentText,
  locationScoreText,
  overlayPrice,
  priceGrowthText,
  pricePerSqftText,
} from '../domain/compare-format';

interface Row {
  label: string;
  cell: (p: CompareProperty) => ReactNode;
  best?: BestMetric;
}

const BASE_ROWS: Row[] = [
  { label: 'Price', cell: overlayPrice, best: 'price' },
  { label: 'Area', cell: (p) => areaText(p.area), best: 'area' },
  { label: 'Price per sqft', cell: pricePerSqftText },
  { label: 'Configuration', cell: configurationText },
];

const AI_ROWS: Row[] = [
  {
    label: 'Location Score',
    best: 'locationScore',
    cell: (p) => {
      const score = p.aiInsights?.locationScore;
      if (score == null) return 'N/A';
      const band = locationScoreBand(score);
      return (
        <span style={{ color: BAND_COLOURS[band] }} data-band={band}>
          {locationScoreText(score)}
        </span>
      );
    },
  },
  {
    label: 'Investment Potential',
    cell: (p) => {
      const level = p.aiInsights?.investmentPotential;
      return level ? (
        <span style={{ color: investmentColour(level), fontWeight: 700 }}>{investmentText(level)}</span>
      ) : (
        'N/A'
      );
    },
  },
  {
    label: 'Price Growth Forecast',
    cell: (p) => priceGrowthText(p.aiInsights?.priceGrowth),
    best: 'priceGrowth',
  },
];

/** Detailed (and, with `ai`, the Ai view): one column per property, best values in green. */
export function CompareTable({ items, ai }: { items: CompareProperty[]; ai: boolean }) {
  const best = bestValues(items);
  const rows = ai ? [...BASE_ROWS, ...AI_ROWS] : BASE_ROWS;
  return (
    <ScrollRegion className="cmp-table-wrap" label={ai ? 'AI comparison table' : 'Detailed comparison table'}>
      <table className="cmp-table" data-testid="compare-table">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Feature</span>
            </th>
            {items.map((p, i) => (
              <th key={p.key} scope="col">
                Property {i + 1}
                <small>{p.title}</small>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {items.map((p, i) => {
                const isBest = row.best ? best[row.best].has(i) : false;
                return (
                  <td key={p.key} className={isBest ? 'cmp-best' : undefined} data-best={isBest || undefined}>
                    {row.cell(p)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
