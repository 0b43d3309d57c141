/**
 * "List what is in view": the places on screen as a plain list of links, for screen readers, for
 * keyboard users and for anyone who would rather read than tap pins. Where the server sent counted
 * cells (too many places to list), the list says how many there are and asks to zoom in.
 */
import type { MapPointsAnswer } from '@propai/api/wire';
import { IonModal } from '@ionic/react';
import { inBox, type Bbox } from '@propai/api/domain/map/map-grid';
import { Link } from 'react-router-dom';
import { formatIndianNumber } from '../../../lib/format';
import { formatFigure, priceLine } from '../domain/map-format';
import { placeHref } from '../domain/map-href';

export function inViewCount(answers: MapPointsAnswer[], view: Bbox | null): number {
  if (!view) return 0;
  return answers.reduce(
    (sum, a) =>
      sum +
      (a.mode === 'points'
        ? a.points.filter((p) => inBox(p.lat, p.lng, view)).length
        : a.cells.filter((c) => inBox(c.lat, c.lng, view)).reduce((s, c) => s + c.count, 0)),
    0,
  );
}

function LayerList({ answer, view, onPick }: { answer: MapPointsAnswer; view: Bbox; onPick: () => void }) {
  const heading = answer.noun.charAt(0).toUpperCase() + answer.noun.slice(1);
  if (answer.mode === 'cells') {
    const count = answer.cells.filter((c) => inBox(c.lat, c.lng, view)).reduce((s, c) => s + c.count, 0);
    return (
      <section className="in-view-layer">
        <h3>{heading}</h3>
        <p>
          {formatIndianNumber(count)} {answer.noun} in view: too many to list. Zoom in or jump to a city to
          list them.
        </p>
      </section>
    );
  }
  const project = answer.layer === 'projects';
  const monthly = answer.unit.includes('month');
  const points = answer.points
    .filter((p) => inBox(p.lat, p.lng, view))
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <section className="in-view-layer">
      <h3>
        {heading} ({formatIndianNumber(points.length)})
      </h3>
      {points.length === 0 ? (
        <p>None in view.</p>
      ) : (
        <ul>
          {points.map((p) => (
            <li key={p.id}>
              <Link to={placeHref(answer.layer, p)} onClick={onPick}>
                <span className="in-view-name">{p.name}</span>
                <span className="in-view-meta">
                  {[p.locality, p.city].filter(Boolean).join(', ')} · {priceLine(p.price, monthly, project)} ·{' '}
                  {formatFigure(p.figure, answer.unit)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function InViewList({
  open,
  onClose,
  answers,
  view,
}: {
  open: boolean;
  onClose: () => void;
  answers: MapPointsAnswer[];
  view: Bbox | null;
}) {
  return (
    <IonModal
      isOpen={open}
      onDidDismiss={onClose}
      breakpoints={[0, 0.6, 1]}
      initialBreakpoint={0.6}
      className="in-view-sheet"
      aria-label="In view on the map"
    >
      <div className="in-view-body">
        <div className="in-view-head">
          <h2>In view on the map</h2>
          <button type="button" className="btn btn-outline btn-sm" onClick={onClose}>
            Close
          </button>
        </div>
        {view && answers.map((a) => <LayerList key={a.layer} answer={a} view={view} onPick={onClose} />)}
      </div>
    </IonModal>
  );
}
