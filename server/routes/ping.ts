/** GET /common/v.1.0.1/ping.json: the health check production's service worker makes (healthy: 200 and {}). */
import { Hono } from 'hono';
import { PING_JSON_PATH } from '../../contract/swPaths.ts';
import type { AppEnv } from '../http/app-env.ts';

export function pingRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(PING_JSON_PATH, (c) => c.body('{}', 200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }));
  return app;
}
