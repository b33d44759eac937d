import { Hono } from 'hono';
import { requireMethod } from '../auth/method-gate.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { SERVER_PROVIDER_LIST } from './providers/index.ts';

/** POST each provider's own login path (contract/loginProviders.ts `path`: LINE, Telegram, the wallet), gated first. */
export function socialLoginRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const provider of SERVER_PROVIDER_LIST) {
    const { path, link } = provider.row;
    const login = provider.login;
    if (!path || !login) continue;
    app.post(path, (c) => {
      requireMethod(c.get('merchant'), link);
      return login(c, deps);
    });
  }
  return app;
}
