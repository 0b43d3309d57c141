import type { MapPointsAnswer } from '@propai/api/wire';
import { useRef } from 'react';
import { bboxParam, snapBbox, type Bbox } from '@propai/api/domain/map/map-grid';
import type { MapDeal, MapKind, MapLayer } from '@propai/api/domain/map/map-layers';
import type { Fresh } from '../../../lib/fresh-fetch';
import { useFreshQuery } from '../../../lib/use-fresh-query';

export interface MapView {
  bbox: Bbox;
  zoom: number;
}

export interface LayerRequest {
  layer: MapLayer;
  kind?: MapKind;
  deal?: MapDeal;
  bands?: readonly number[];
  city?: string;
}

export interface LayerState {
  answer: Fresh<MapPointsAnswer> | null;
  loading: boolean;
  error: string | null;
  retry: () => void;
}

/**
 * One layer's answer for the view. The box asked for is the view snapped outward to the zoom's
 * grid (map-grid.ts), so a small pan repeats an address (memory, the service worker's cache, the
 * offline copy) and the first view of a screen asks the same thing online and offline. The last
 * answer stays on screen while the next one loads: markers never blink out on a pan.
 * `view: null` or `enabled: false` asks nothing.
 */
export function useMapLayer(request: LayerRequest, view: MapView | null, enabled = true): LayerState {
  const query =
    view && enabled
      ? {
          layer: request.layer,
          kind: request.layer === 'listings' ? request.kind : undefined,
          deal: request.layer === 'listings' && request.kind === 'commercial' ? request.deal : undefined,
          bands: request.bands?.length ? request.bands.join(',') : undefined,
          city: request.city,
          bbox: bboxParam(snapBbox(view.bbox, view.zoom)),
          zoom: view.zoom,
        }
      : undefined;
  const state = useFreshQuery<MapPointsAnswer>(query ? '/map/points' : null, query);
  // Kept across pans and zooms of the same layer, dropped when the layer itself changes (another
  // kind must not be drawn in the last kind's colours).
  const identity = JSON.stringify({ ...query, bbox: undefined, zoom: undefined });
  const last = useRef<{ identity: string; answer: Fresh<MapPointsAnswer> } | null>(null);
  if (state.status === 'ready') last.current = { identity, answer: state.result };
  const kept = enabled && last.current?.identity === identity ? last.current.answer : null;
  return {
    answer: kept,
    loading: enabled && state.status === 'loading' && !!query,
    error: state.status === 'error' ? state.error.message : null,
    retry: state.retry,
  };
}
