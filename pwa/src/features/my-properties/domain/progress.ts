/**
 * What /my-properties says about construction, from the project's construction section only: the
 * towers' mean progress (each tower counts once; the page names how many), and the possession date
 * with its delay when the developer has revised it. Nothing is shown that the record does not hold.
 */
import type { ConstructionSection } from '@propai/api/wire';

export function meanProgress(towers: ConstructionSection['towers']): { pct: number; towers: number } | null {
  const known = towers.filter((t) => Number.isFinite(t.progressPct));
  if (known.length === 0) return null;
  const sum = known.reduce((s, t) => s + Math.min(100, Math.max(0, t.progressPct)), 0);
  return { pct: Math.round(sum / known.length), towers: known.length };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function monthYear(iso: string): string | null {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** 'Possession Dec 2027 (promised Jun 2026: 18 months late)', 'Possession Q4 2026', or null. */
export function possessionLine(p: ConstructionSection['possession']): string | null {
  if (!p) return null;
  const promised = p.promised ? monthYear(p.promised) : null;
  const revised = p.revised ? monthYear(p.revised) : null;
  if (revised && promised && p.promised && p.revised) {
    const a = new Date(p.promised);
    const b = new Date(p.revised);
    const months = (b.getUTCFullYear() - a.getUTCFullYear()) * 12 + (b.getUTCMonth() - a.getUTCMonth());
    const late = months > 0 ? `: ${months} month${months === 1 ? '' : 's'} late` : '';
    return `Possession ${revised} (promised ${promised}${late})`;
  }
  if (promised) return `Possession ${promised}`;
  if (p.quarter && p.year) return `Possession ${p.quarter} ${p.year}`;
  return null;
}
