import { createHandler } from '../lib/http.ts';

export const handler = createHandler({ route: 'health' }, async () => ({
  status: 'ok',
  time: new Date().toISOString(),
}));
