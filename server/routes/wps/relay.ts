import { Hono, type Context } from 'hono';
import { CODES } from '../../../contract/serverCodes.ts';
import { RELAY, WPS, type Announcement, type Banner, type GameLane, type GameVendor, type Resource, type UnreadCount } from '../../../contract/wps.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { clip, HttpError, replyOk } from '../../http/reply.ts';
import { requestOrigin } from '../../http/merchant-context.ts';
import { authenticate } from '../../http/require-member.ts';
import { object, optStr, validate } from '../../http/validator.ts';
import { absoluteResources, cdnBase, cdnUrl } from '../../services/cdn-url.ts';

type Handler = (c: Context<AppEnv>) => Promise<Response> | Response;
const bannersQuery = object({ groupName: optStr(64) });
const gameListQuery = object({ category: optStr(32) });
const announcementsQuery = object({ types: optStr(128), platform: optStr(32), category: optStr(64) });
const downloadSettingQuery = object({ domain: optStr(253) });
const list = (csv: string | undefined): string[] => (csv ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const base = (c: Context<AppEnv>): string => cdnBase(requestOrigin(c), c.get('merchant').code);

/** GET /wps/relay/{NAME}: the lobby's relay reads, answered from the merchant's relay data. */
export function relayRoutes(deps: AppDeps): Hono<AppEnv> {
  const handlers: Record<string, Handler> = {
    [RELAY.banners]: (c) => {
      const { groupName } = validate(bannersQuery, c.req.query());
      const b = base(c);
      const banners = c.get('merchant').config.relay.banners.filter((x) => !groupName || x.groupName === groupName);
      return replyOk<Banner[]>(c, banners.map((x) => ({ ...x, url: cdnUrl(b, x.url) })));
    },
    [RELAY.gameLanes]: (c) => {
      const b = base(c);
      const lanes = [...c.get('merchant').config.relay.gameLanes].sort((x, y) => x.ordinal - y.ordinal);
      return replyOk<GameLane[]>(c, lanes.map((l) => ({ ...l, cards: l.cards.map((card) => ({ ...card, image: cdnUrl(b, card.image) })) })));
    },
    [RELAY.gameList]: (c) => {
      const { category } = validate(gameListQuery, c.req.query());
      const b = base(c);
      const vendors = c.get('merchant').config.relay.vendors.filter((v) => !category || v.category === category.toUpperCase());
      return replyOk<GameVendor[]>(c, vendors.map((v) => ({ ...v, image: cdnUrl(b, v.image) })));
    },
    // Public: Authorization is ignored here even when sent (spec section 6).
    [RELAY.announcements]: (c) => {
      const query = validate(announcementsQuery, c.req.query());
      const types = list(query.types);
      const items = c.get('merchant').config.relay.announcements.filter((a) =>
        (types.length === 0 || types.includes(a.type))
        && (!query.platform || a.platforms.includes(query.platform))
        && (!query.category || a.category === query.category));
      return replyOk<Announcement[]>(c, items.map(({ id, title, content, contentType, forcedRead }) => ({ id, title, content, contentType, forcedRead })));
    },
    [RELAY.promotions]: (c) => replyOk(c, c.get('merchant').config.relay.promotions),
    [RELAY.unreadCount]: async (c) => {
      const member = await authenticate(c, deps);
      c.header('Cache-Control', 'no-store');
      return replyOk<UnreadCount>(c, { count: member.inbox_unread });
    },
    [RELAY.downloadSetting]: (c) => {
      validate(downloadSettingQuery, c.req.query());
      return replyOk<Resource[]>(c, absoluteResources(c.get('merchant').config.resources, base(c)));
    },
  };

  const app = new Hono<AppEnv>();
  app.get(`${WPS.relay}:name`, (c) => {
    const name = c.req.param('name');
    const handler = Object.hasOwn(handlers, name) ? handlers[name] : undefined;
    if (!handler) throw new HttpError(404, CODES.notFound, `no such relay: ${clip(name, 64)}`);
    return handler(c);
  });
  return app;
}
