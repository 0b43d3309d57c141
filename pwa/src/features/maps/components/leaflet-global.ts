/**
 * leaflet.markercluster is a UMD plugin that extends the global `L`; in an ES module build there is
 * no such global unless we make it. Imported (for this side effect) before the plugin.
 */
import L from 'leaflet';

(globalThis as unknown as { L?: typeof L }).L ??= L;
