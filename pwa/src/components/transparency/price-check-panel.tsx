import { useState } from 'react';
import { formatIndianNumber } from '../../lib/format';
import type { PriceCheckInputs } from '../../lib/transparency/price-check';
import {
  adjustedParts,
  baseParts,
  fairValueOf,
  PART_LABELS,
  PARTS,
  type Part,
  type Parts,
  priceVerdict,
  type Scenario,
  SENSITIVITY_LIMIT_PCT,
  VERDICT_RULE,
  waterfall,
} from '../../lib/transparency/price-check';
import { RedLines } from './red-lines';
import './transparency.css';

const W = 340;
const H = 190;
const SCENARIOS: Scenario[] = ['bear', 'base', 'bull'];

function Waterfall({ parts, market }: { parts: Parts; market: number | null }) {
  const bars = waterfall(parts);
  const top = Math.max(bars[bars.length - 1]!.end, market ?? 0) * 1.1;
  const y = (v: number) => H - 28 - (v / top) * (H - 44);
  const bw = W / bars.length - 14;
  return (
    <svg
      className="pd-waterfall"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label="Fair value waterfall, ₹ per sq ft"
    >
      {bars.map((b, i) => {
        const x = 8 + i * (W / bars.length);
        return (
          <g key={b.label}>
            <rect
              x={x}
              y={y(b.end)}
              width={bw}
              height={Math.max(1, y(b.start) - y(b.end))}
              className={b.total ? 'pd-wf-total' : 'pd-wf-part'}
              rx="3"
            />
            <text x={x + bw / 2} y={y(b.end) - 4} textAnchor="middle" className="pd-wf-value">
              {formatIndianNumber(Math.round(b.end - b.start))}
            </text>
            <text x={x + bw / 2} y={H - 10} textAnchor="middle" className="pd-wf-label">
              {b.label.replace(' + finance', '+Fin')}
            </text>
          </g>
        );
      })}
      {market !== null && (
        <g>
          <line x1="0" x2={W} y1={y(market)} y2={y(market)} className="pd-wf-market" />
          {/* Left, over the low first bar: at the right it ran into the fair-value total's label. */}
          <text x="4" y={y(market) - 4} className="pd-wf-value pd-wf-market-label">
            Market ₹{formatIndianNumber(Math.round(market))}
          </text>
        </g>
      )}
    </svg>
  );
}

/** AI Price Check (spec part 2 §4, §9) and the 3 Red Lines, from the project's stored inputs only. */
export default function PriceCheckPanel({ project }: { project: PriceCheckInputs }) {
  const [scenario, setScenario] = useState<Scenario>('base');
  const [sliders, setSliders] = useState<Partial<Parts>>({});
  const base = baseParts(project.fairValue, project.baseRate);
  const market = project.marketPricePsf ?? null;
  const parts = base ? adjustedParts(base, scenario, sliders) : null;
  const fair = parts ? fairValueOf(parts) : 0;
  const verdict = parts ? priceVerdict(market, fair) : null;
  return (
    <section
      className="pd-section"
      id="price-check"
      data-testid="section-price-check"
      aria-labelledby="pc-title"
    >
      <h2 className="pd-section-title" id="pc-title">
        AI Price Check
      </h2>
      {!base || !parts ? (
        <p className="pd-muted">Not enough data for a price check yet.</p>
      ) : (
        <>
          <p className="pd-muted">
            {project.fairValue ? 'From the stored fair-value inputs' : 'From the base rate split 25/55/10/10'}{' '}
            · ₹ per sq ft
          </p>
          <div className="pd-seg" role="group" aria-label="Scenario">
            {SCENARIOS.map((s) => (
              <button
                key={s}
                type="button"
                className="chip"
                aria-pressed={s === scenario}
                onClick={() => setScenario(s)}
              >
                {s[0]!.toUpperCase() + s.slice(1)}
              </button>
            ))}
          </div>
          <Waterfall parts={parts} market={market} />
          <div className="pd-sliders">
            {PARTS.map((k: Part) => (
              <label key={k}>
                <span>
                  {PART_LABELS[k]}{' '}
                  <strong>
                    {(sliders[k] ?? 0) > 0 ? '+' : ''}
                    {sliders[k] ?? 0}%
                  </strong>
                </span>
                <input
                  type="range"
                  min={-SENSITIVITY_LIMIT_PCT}
                  max={SENSITIVITY_LIMIT_PCT}
                  step={1}
                  value={sliders[k] ?? 0}
                  onChange={(e) => setSliders((v) => ({ ...v, [k]: Number(e.target.value) }))}
                />
              </label>
            ))}
          </div>
          <p className="pd-verdict" data-testid="price-verdict">
            Fair value ₹{formatIndianNumber(Math.round(fair))}/sq ft
            {verdict ? (
              <>
                {' '}
                · market ₹{formatIndianNumber(Math.round(market ?? 0))} ({verdict.gapPct > 0 ? '+' : ''}
                {verdict.gapPct.toFixed(1)}%) →{' '}
                <strong className={`pd-v-${verdict.verdict.toLowerCase()}`}>{verdict.verdict}</strong>
              </>
            ) : (
              ' · no market rate recorded'
            )}
          </p>
          {verdict && (
            <p className="pd-muted" data-testid="price-verdict-rule">
              {VERDICT_RULE}
            </p>
          )}
        </>
      )}
      <RedLines financials={project.financials} />
    </section>
  );
}
