import { platformRoutes } from '../../../shared/platform/routes.ts';
import { createHandler } from '../../lib/http.ts';

export const handler = createHandler(platformRoutes.health, async () => ({
  status: 'ok' as const,
  time: new Date().toISOString(),
}));
