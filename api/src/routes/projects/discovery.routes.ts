/**
 * The discovery endpoints under one mount, so app.ts needs a single line:
 * /api/projects/*, /api/listings/*, /api/marketplace/browse and /api/user-properties/search.
 */
import type { AppDeps } from '../../http/deps';
import { createRouter } from '../../http/validation';
import { listingRoutes } from '../listings/listings.routes';
import { marketplaceRoutes } from '../marketplace/marketplace.routes';
import { userPropertyRoutes } from '../user-properties/user-properties.routes';
import { projectRoutes } from './projects.routes';

export function discoveryRoutes(deps: AppDeps) {
  return createRouter()
    .route('/projects', projectRoutes(deps))
    .route('/listings', listingRoutes(deps))
    .route('/marketplace', marketplaceRoutes(deps))
    .route('/user-properties', userPropertyRoutes(deps));
}
