/**
 * The Leaflet map: a plain background with the shipped NCR city outlines and labels, tiles on top
 * when the server names a tile server (MAP_TILE_URL) and the device is online, and one drawn layer
 * per answer (draw-layer.ts). Tiles that fail to load (no internet behind a "connected" phone)
 * are removed again after a few errors, so the outlines come back instead of grey squares.
 * Touch: Leaflet's own drag and pinch; the +/− buttons stay for one-handed and keyboard use.
 */
import type { MapConfig, MapPointsAnswer } from '@propai/api/wire';
import type { Bbox } from '@propai/api/domain/map/map-grid';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './leaflet-global';
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import { useEffect, useRef, useState } from 'react';
import { useOnline } from '../../../lib/use-online';
import type { MapView } from '../api/use-map-layer';
import { drawLayer } from './draw-layer';
import { cityLabelIcon } from './map-icons';
import { CITY_OUTLINES } from './ncr-outlines';
import './map-canvas.css';

const OUTLINES_NOTE = 'City outlines approximate, drawn by PropAI';
const TILE_ERRORS_BEFORE_GIVING_UP = 4;

export interface MapCanvasProps {
  tiles: MapConfig | null;
  answers: MapPointsAnswer[];
  /** The map fits this box when `fitKey` changes (first view, a city jump). */
  fitTo: Bbox;
  fitKey: string;
  onView: (view: MapView) => void;
  onOpen: (href: string) => void;
  label: string;
}

const toBounds = (b: Bbox) => L.latLngBounds([b.south, b.west], [b.north, b.east]);

function viewOf(map: L.Map): MapView {
  const b = map.getBounds();
  return {
    bbox: { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() },
    zoom: map.getZoom(),
  };
}

function outlinesLayer(): L.LayerGroup {
  const group = L.layerGroup();
  for (const city of CITY_OUTLINES) {
    const ring = city.ring.map(([lng, lat]) => L.latLng(lat, lng));
    group.addLayer(
      L.polygon(ring, {
        color: '#7c93a8',
        weight: 1.5,
        dashArray: '5 4',
        fillColor: '#e4ebf1',
        fillOpacity: 0.7,
        interactive: false,
      }),
    );
  }
  return group;
}

function labelsLayer(): L.LayerGroup {
  const group = L.layerGroup();
  for (const city of CITY_OUTLINES) {
    const [lng, lat] = city.labelAt;
    group.addLayer(
      L.marker([lat, lng], { icon: cityLabelIcon(city.name), interactive: false, keyboard: false }),
    );
  }
  return group;
}

export function MapCanvas({ tiles, answers, fitTo, fitKey, onView, onOpen, label }: MapCanvasProps) {
  const host = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const callbacks = useRef({ onView, onOpen });
  const fit = useRef({ box: fitTo, key: fitKey, applied: '' });
  useEffect(() => {
    callbacks.current = { onView, onOpen };
    fit.current = { ...fit.current, box: fitTo, key: fitKey };
  });

  // The map itself, once.
  useEffect(() => {
    if (!host.current) return;
    const m = L.map(host.current, {
      zoomControl: false,
      attributionControl: false,
      minZoom: 8,
      maxZoom: 17,
      maxBounds: toBounds({ west: 75.8, south: 27.4, east: 78.6, north: 29.6 }),
      // Half steps let NCR fill a wide screen; requests use the whole zoom below it (viewOf).
      zoomSnap: 0.5,
      zoomDelta: 1,
    });
    L.control.zoom({ position: 'topright' }).addTo(m);
    L.control.attribution({ prefix: false, position: 'bottomright' }).addTo(m);
    labelsLayer().addTo(m);
    m.on('moveend', () => callbacks.current.onView(viewOf(m)));
    // Ionic lays the page out after it mounts (and a phone rotates): a map fitted in a box of no
    // size picks the widest zoom, so the fit waits for a real size and follows every resize.
    // Until the user moves the map, a resize fits the box again: the first view then depends only
    // on the final layout, so an offline visit asks for the same data as the online one did.
    const box = m.getContainer();
    let touched = false;
    const touch = () => (touched = true);
    for (const type of ['pointerdown', 'wheel', 'keydown'])
      box.addEventListener(type, touch, { passive: true });
    const observer = new ResizeObserver(() => {
      if (box.clientWidth === 0 || box.clientHeight === 0) return;
      m.invalidateSize({ pan: false });
      if (!touched) fit.current.applied = '';
      fitIfDue(m);
    });
    observer.observe(box);
    setMap(m);
    return () => {
      observer.disconnect();
      m.remove();
      setMap(null);
    };
  }, []);

  /** Fits the box once per key (the first view, each city jump), when the map has a size. */
  function fitIfDue(m: L.Map) {
    const box = m.getContainer();
    if (fit.current.applied === fit.current.key || box.clientWidth === 0 || box.clientHeight === 0) return;
    fit.current.applied = fit.current.key;
    m.fitBounds(toBounds(fit.current.box), { animate: false });
    callbacks.current.onView(viewOf(m));
  }

  useEffect(() => {
    // fitTo is a new object per render; fitKey (read through the ref) says when it really changed.
    if (map) fitIfDue(map);
  }, [map, fitKey]);

  // Tiles when configured and online, else the outlines.
  const [tilesFailed, setTilesFailed] = useState(false);
  const online = useOnline(); // going offline swaps the tiles for the outlines at once
  const tileUrl = tiles?.tileUrl && online && !tilesFailed ? tiles.tileUrl : null;
  useEffect(() => {
    if (!map) return;
    if (!tileUrl) {
      const outlines = outlinesLayer().addTo(map);
      map.attributionControl.addAttribution(OUTLINES_NOTE);
      return () => {
        outlines.remove();
        map.attributionControl.removeAttribution(OUTLINES_NOTE);
      };
    }
    let errors = 0;
    let loaded = 0;
    const layer = L.tileLayer(tileUrl, { attribution: tiles?.attribution ?? '', maxZoom: 19 });
    layer.on('tileload', () => (loaded += 1));
    layer.on('tileerror', () => {
      errors += 1;
      if (loaded === 0 && errors >= TILE_ERRORS_BEFORE_GIVING_UP) setTilesFailed(true);
    });
    layer.addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, tileUrl, tiles?.attribution]);

  // The data layers: redrawn when an answer changes.
  useEffect(() => {
    if (!map) return;
    const drawn = answers.map((a) =>
      drawLayer(a, { map, onOpen: (href) => callbacks.current.onOpen(href) }).addTo(map),
    );
    return () => drawn.forEach((l) => l.remove());
  }, [map, answers]);

  return <div ref={host} className="map-canvas" role="region" aria-label={label} />;
}
