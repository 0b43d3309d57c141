import type { MapConfig } from '@propai/api/wire';
import { useFreshQuery } from '../../../lib/use-fresh-query';

/**
 * The tile server the map may draw under its markers (MAP_TILE_URL on the server), or none. While
 * it loads, fails, or the device is offline, the map draws without tiles: markers never wait for it.
 */
export function useMapConfig(): MapConfig | null {
  const state = useFreshQuery<MapConfig>('/map/config');
  return state.status === 'ready' ? state.result.data : null;
}
