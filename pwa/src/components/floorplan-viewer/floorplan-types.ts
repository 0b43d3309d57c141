/** A floor plan as GET /api/projects/{id}/floorplans serves it; metres, y down the page. */
export interface Wall {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}
export interface Room {
  name: string;
  x: number;
  y: number;
  w: number;
  d: number;
}
export interface FloorPlan {
  key: string;
  tower: string | null;
  typology: string | null;
  carpetAreaSqft: number | null;
  walls: Wall[];
  rooms: Room[];
  imageUrl: string | null;
  panoramaUrl: string | null;
}
export interface FloorPlansAnswer {
  floorPlanKey: string | null;
  items: FloorPlan[];
}
