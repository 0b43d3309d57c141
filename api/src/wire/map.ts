import type { z } from '@hono/zod-openapi';
import type {
  MapCellSchema,
  MapConfigAnswer as MapConfigAnswerSchema,
  MapPointSchema,
  MapPointsAnswer as MapPointsAnswerSchema,
} from '../routes/map/map.schemas';

// The map (/api/map: GET /points, GET /config; issue 20).
export type MapPoint = z.infer<typeof MapPointSchema>;
export type MapCell = z.infer<typeof MapCellSchema>;
export type MapPointsAnswer = z.infer<typeof MapPointsAnswerSchema>;
export type MapConfig = z.infer<typeof MapConfigAnswerSchema>;
