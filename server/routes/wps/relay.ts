import { Hono, type Context } from 'hono';
import { RELAY_PREFIX, RELAYS, type RelayKey } from '../../../contract/relays.ts';
import { CODES } from '../../../contract/serverCodes.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { clip, HttpError } from '../../http/reply.ts';
import { authenticate } from '../../http/require-member.ts';
import { authRelays } from './relay-auth.ts';
import { contentRelays } from './relay-content.ts';
import { gameRelays } from './relay-games.ts';
import { memberRelays } from './relay-member.ts';
import { pushRelays } from './relay-push.ts';

/** A relay's handler: for 'member' rows the router has already resolved c.get('member'). */
export type RelayHandler = (c: Context<AppEnv>) => Promise<Response> | Response;
export type RelayHandlers = Partial<Record<RelayKey, RelayHandler>>;

/** /wps/relay/<NAME>: one route per row of contract/relays.ts, with the row's method, auth rule and cache rule. */
export function relayRoutes(deps: AppDeps): Hono<AppEnv> {
  const handlers: RelayHandlers = {
    ...authRelays(deps), ...contentRelays(deps), ...gameRelays(deps), ...memberRelays(deps), ...pushRelays(deps),
  };
  const app = new Hono<AppEnv>();
  const known = new Map<string, readonly string[]>();
  for (const key of Object.keys(RELAYS) as RelayKey[]) {
    const row = RELAYS[key];
    const handler = handlers[key];
    if (!handler) continue;
    const methods = [row.method, ...(row.accepts?.methods ?? [])];
    for (const name of [row.name, ...(row.accepts?.names ?? [])]) {
      known.set(name, methods);
      app.on(methods, RELAY_PREFIX + name, async (c) => {
        if (row.auth === 'member') await authenticate(c, deps);
        // A member's answer or a write is never stored by a cache on the way; merchant-wide reads may be.
        if (row.auth === 'member' || row.cache === 'none') c.header('Cache-Control', 'no-store');
        return handler(c);
      });
    }
  }
  app.all(`${RELAY_PREFIX}:name`, (c) => {
    const name = c.req.param('name') ?? '';
    const methods = known.get(name);
    if (methods) throw new HttpError(405, CODES.notFound, `${name} takes ${methods.join(' or ')}`);
    throw new HttpError(404, CODES.notFound, `no such relay: ${clip(name, 64)}`);
  });
  return app;
}
