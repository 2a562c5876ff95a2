import { featuresResponseSchema } from '../contract';
import { featureStatus } from '../services/featureToggles';
import type { RoutePlugin } from './plugin';

/** GET /api/features — public: the admin panel's feature toggles every page reads (the maintenance banner, features turned off). */
export const featureRoutes: RoutePlugin = async (app) => {
  app.get('/api/features', { schema: { response: { 200: featuresResponseSchema } } }, async () => featureStatus(app.db));
};
