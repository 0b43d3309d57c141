import type { KeyboardEvent } from 'react';
import { tabIndexForKey } from '../../../lib/tab-keys';

export const REPORT_TABS = [
  { value: 'top', label: 'Top Rated' },
  { value: 'recent', label: 'Recent' },
  { value: 'trending', label: 'Trending' },
] as const;
export type ReportTab = (typeof REPORT_TABS)[number]['value'];

export const isReportTab = (v: string | null): v is ReportTab => REPORT_TABS.some((t) => t.value === v);

/**
 * Top Rated / Recent / Trending as a segmented control: thumb-sized, one tap, one list reload. Plain
 * buttons drawn like Material's segment (reports.css), not Ionic's: /reports opens in a light frame
 * without Ionic (app/landing/page-frame.tsx). Arrow keys, Home and End move between tabs (WAI-ARIA).
 */
export function ReportTabs({ value, onChange }: { value: ReportTab; onChange: (tab: ReportTab) => void }) {
  const move = (e: KeyboardEvent) => {
    const i = REPORT_TABS.findIndex((t) => t.value === value);
    const next = tabIndexForKey(e.key, i, REPORT_TABS.length);
    const tab = REPORT_TABS[next];
    if (!tab) return;
    e.preventDefault();
    onChange(tab.value);
    document.getElementById(`report-tab-${tab.value}`)?.focus();
  };
  return (
    <div className="report-tabs" role="tablist" aria-label="Which reports" onKeyDown={move}>
      {REPORT_TABS.map((t) => {
        const on = t.value === value;
        return (
          <button
            key={t.value}
            type="button"
            role="tab"
            id={`report-tab-${t.value}`}
            aria-selected={on}
            tabIndex={on ? 0 : -1}
            className={`report-tab${on ? ' is-on' : ''}`}
            data-testid={`tab-${t.value}`}
            onClick={() => onChange(t.value)}
          >
            {t.label}
          </button>
        );
      })}
    </div>
  );
}
