import { IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';

export const REPORT_TABS = [
  { value: 'top', label: 'Top Rated' },
  { value: 'recent', label: 'Recent' },
  { value: 'trending', label: 'Trending' },
] as const;
export type ReportTab = (typeof REPORT_TABS)[number]['value'];

export const isReportTab = (v: string | null): v is ReportTab => REPORT_TABS.some((t) => t.value === v);

/** Top Rated / Recent / Trending as an Ionic segment: thumb-sized, one tap, one list reload. */
export function ReportTabs({ value, onChange }: { value: ReportTab; onChange: (tab: ReportTab) => void }) {
  return (
    <IonSegment
      className="report-tabs"
      value={value}
      aria-label="Which reports"
      onIonChange={(e) => {
        const v = String(e.detail.value ?? '');
        if (isReportTab(v)) onChange(v);
      }}
    >
      {REPORT_TABS.map((t) => (
        <IonSegmentButton key={t.value} value={t.value} data-testid={`tab-${t.value}`}>
          <IonLabel>{t.label}</IonLabel>
        </IonSegmentButton>
      ))}
    </IonSegment>
  );
}
