/**
 * The frame both map pages share: a full-height Ionic page (the map takes whatever the header,
 * the page's controls and the tab bar leave), a status line (how many places, as of when, an
 * offline note), the map with a "List" button, and the legend under it.
 */
import type { MapConfig, MapPointsAnswer } from '@propai/api/wire';
import type { Bbox } from '@propai/api/domain/map/map-grid';
import { IonContent, IonPage } from '@ionic/react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorBox } from '../../../components/ui/error-box';
import { OfflineNote } from '../../../components/ui/offline-note';
import { usePageTitle } from '../../../lib/use-page-title';
import type { MapView } from '../api/use-map-layer';
import { InViewList, inViewCount } from './in-view-list';
import { MapCanvas } from './map-canvas';
import { MapLegend, type LegendEntry } from './map-legend';
import '../../../components/ui/cards.css';
import './map-screen.css';

export interface MapScreenProps {
  title: string;
  eyebrow: string;
  controls?: ReactNode;
  tiles: MapConfig | null;
  answers: MapPointsAnswer[];
  legend: LegendEntry[];
  fitTo: Bbox;
  fitKey: string;
  view: MapView | null;
  onView: (view: MapView) => void;
  loading: boolean;
  error: { message: string; retry: () => void } | null;
  freshness: { fromCache: boolean; fetchedAt: number } | null;
  footer?: ReactNode;
}

function timeOf(iso: string): string {
  const d = new Date(iso);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

export function MapScreen(props: MapScreenProps) {
  const { title, eyebrow, answers, view } = props;
  usePageTitle(title);
  const navigate = useNavigate();
  const [listOpen, setListOpen] = useState(false);
  const inView = inViewCount(answers, view?.bbox ?? null);
  const asOf = answers[0]?.asOf;
  return (
    <IonPage className="map-page">
      <IonContent scrollY={false}>
        <main className="map-screen">
          <header className="map-head">
            <p className="page-eyebrow">{eyebrow}</p>
            <h1 className="map-title">{title}</h1>
            <p className="map-status" role="status" data-testid="map-status">
              {props.loading && answers.length === 0
                ? 'Loading the map…'
                : answers.length > 0
                  ? `${inView.toLocaleString('en-IN')} in view${asOf ? ` · data as of ${timeOf(asOf)}` : ''}`
                  : ''}
            </p>
            {props.freshness && <OfflineNote {...props.freshness} />}
          </header>
          {props.controls}
          {props.error && answers.length === 0 && (
            <ErrorBox message={props.error.message} onRetry={props.error.retry} />
          )}
          <div className="map-area">
            <MapCanvas
              tiles={props.tiles}
              answers={answers}
              fitTo={props.fitTo}
              fitKey={props.fitKey}
              onView={props.onView}
              onOpen={(href) => navigate(href)}
              label={`${title}: map of Delhi NCR`}
            />
            <button
              type="button"
              className="map-list-button"
              onClick={() => setListOpen(true)}
              disabled={answers.length === 0}
            >
              List what is in view
            </button>
          </div>
          <MapLegend entries={props.legend} />
          {props.footer}
        </main>
        <InViewList
          open={listOpen}
          onClose={() => setListOpen(false)}
          answers={answers}
          view={view?.bbox ?? null}
        />
      </IonContent>
    </IonPage>
  );
}
