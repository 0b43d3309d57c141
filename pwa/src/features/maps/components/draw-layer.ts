/**
 * Draws one layer's answer onto the map: points into a marker-cluster group (clusters coloured by
 * the median band of their members), or the server's counted cells as bubbles that zoom in when
 * tapped. Popups are built from DOM nodes with text content only (names come from users' listings:
 * never parsed as HTML), and their link hands the route to the app instead of reloading the page.
 */
import type { MapCell, MapPoint, MapPointsAnswer } from '@propai/api/wire';
import { bandColour, bandOf, median } from '@propai/api/domain/map/price-bands';
import L from 'leaflet';
import { bandLabel, formatFigure, priceLine } from '../domain/map-format';
import { placeHref } from '../domain/map-href';
import { bubbleIcon, pinIcon } from './map-icons';

interface PinOptions extends L.MarkerOptions {
  figure: number | null;
}

export interface DrawContext {
  map: L.Map;
  onOpen: (href: string) => void;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function popupContent(answer: MapPointsAnswer, p: MapPoint, ctx: DrawContext): HTMLElement {
  const project = answer.layer === 'projects';
  const monthly = !project && (answer.unit.includes('month') || answer.kind === 'pg');
  const box = el('div', 'map-popup');
  const where = [p.locality, p.city].filter(Boolean).join(', ');
  box.append(el('p', 'map-popup-kind', `${project ? 'Project' : 'Listing'}${where ? ` · ${where}` : ''}`));
  box.append(el('p', 'map-popup-name', p.name));
  box.append(el('p', 'map-popup-price', priceLine(p.price, monthly, project)));
  box.append(el('p', 'map-popup-figure', formatFigure(p.figure, answer.unit)));
  if (answer.bands && p.band !== null) {
    const count = answer.bands.thresholds.length + 1;
    box.append(
      el(
        'p',
        'map-popup-band',
        `Price band ${p.band + 1} of ${count}: ${bandLabel(p.band, answer.bands.thresholds)}`,
      ),
    );
  }
  const href = placeHref(answer.layer, p);
  const link = el('a', 'map-popup-link', project ? 'View project' : 'View listing');
  link.setAttribute('href', href);
  link.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return; // a new tab, as any link
    event.preventDefault();
    ctx.map.closePopup();
    ctx.onOpen(href);
  });
  box.append(link);
  return box;
}

function bandCount(answer: MapPointsAnswer): number {
  return answer.bands ? answer.bands.thresholds.length + 1 : 0;
}

function drawPoints(answer: MapPointsAnswer, ctx: DrawContext): L.Layer {
  const thresholds = answer.bands?.thresholds ?? null;
  const count = bandCount(answer);
  const shape = answer.layer === 'projects' ? 'project' : 'listing';
  const group = L.markerClusterGroup({
    showCoverageOnHover: false,
    spiderfyOnMaxZoom: true,
    maxClusterRadius: 50,
    iconCreateFunction: (cluster) => {
      const figures = cluster
        .getAllChildMarkers()
        .map((m) => (m.options as PinOptions).figure)
        .filter((v): v is number => v !== null);
      const mid = median(figures);
      const n = cluster.getChildCount();
      const words = `${n} ${answer.noun}${mid !== null ? `, median ${formatFigure(mid, answer.unit)}` : ''}. Zoom in`;
      return bubbleIcon(bandColour(bandOf(mid, thresholds), count), n, words, shape);
    },
  });
  const markers = answer.points.map((p) => {
    const name = `${p.name}, ${formatFigure(p.figure, answer.unit)}`;
    const options: PinOptions = {
      icon: pinIcon(bandColour(p.band, count), name, shape),
      keyboard: true,
      riseOnHover: true,
      figure: p.figure,
    };
    const marker = L.marker([p.lat, p.lng], options);
    // The padding keeps an opened popup clear of the map's corner buttons (List, zoom).
    marker.bindPopup(() => popupContent(answer, p, ctx), {
      minWidth: 200,
      maxWidth: 260,
      autoPanPaddingTopLeft: L.point(12, 72),
      autoPanPaddingBottomRight: L.point(12, 28),
    });
    return marker;
  });
  group.addLayers(markers);
  return group;
}

function drawCells(answer: MapPointsAnswer, ctx: DrawContext): L.Layer {
  const count = bandCount(answer);
  const group = L.layerGroup();
  for (const cell of answer.cells) group.addLayer(cellMarker(answer, cell, count, ctx));
  return group;
}

function cellMarker(answer: MapPointsAnswer, cell: MapCell, count: number, ctx: DrawContext): L.Marker {
  const words = `${cell.count} ${answer.noun}${
    cell.figure !== null ? `, median ${formatFigure(cell.figure, answer.unit)}` : ''
  }. Zoom in`;
  const marker = L.marker([cell.lat, cell.lng], {
    icon: bubbleIcon(
      bandColour(cell.band, count),
      cell.count,
      words,
      answer.layer === 'projects' ? 'project' : 'listing',
    ),
    keyboard: true,
  });
  const { south, west, north, east } = cell.bounds;
  // Into the cell, and at least one step closer: the places it counts then come apart.
  marker.on('click', () => {
    const fit = ctx.map.getBoundsZoom(L.latLngBounds([south, west], [north, east]));
    ctx.map.setView([cell.lat, cell.lng], Math.max(fit, ctx.map.getZoom() + 1));
  });
  return marker;
}

/** The map layer for an answer; the caller adds it and removes the previous one. */
export function drawLayer(answer: MapPointsAnswer, ctx: DrawContext): L.Layer {
  return answer.mode === 'points' ? drawPoints(answer, ctx) : drawCells(answer, ctx);
}
