/**
 * A floor plan as GET /api/projects/{id}/floorplans serves it (metres, y down the page): the API's
 * schema types (api/src/wire/), which the viewer draws as they are.
 */
import type { Floorplan, Floorplans } from '@propai/api/wire';

export type FloorPlan = Floorplan;
export type FloorPlansAnswer = Floorplans;
export type Wall = FloorPlan['walls'][number];
export type Room = FloorPlan['rooms'][number];
