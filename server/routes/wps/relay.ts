import { Hono, type Context } from 'hono';
import { MEMBER_CODES, type PromotionDetail } from '../../../contract/member.ts';
import {
  PROMOTION_CODES, PROMOTION_RELAY, REFERRAL_RELAY, type PromotionDetailExtras, type PromotionJoinResult, type ReferralSummary,
} from '../../../contract/promotions.ts';
import { CODES } from '../../../contract/serverCodes.ts';
import { RELAY, WPS, type Announcement, type Banner, type GameLane, type GameVendor, type Resource, type UnreadCount } from '../../../contract/wps.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { clip, HttpError, replyOk } from '../../http/reply.ts';
import { requestOrigin } from '../../http/merchant-context.ts';
import { readValidJson } from '../../http/read-body.ts';
import { authenticate } from '../../http/require-member.ts';
import { object, optStr, str, validate } from '../../http/validator.ts';
import { absoluteResources, cdnBase, cdnUrl } from '../../services/cdn-url.ts';
import { AGENT_TYPES } from '../../auth/attribution.ts';

type Handler = (c: Context<AppEnv>) => Promise<Response> | Response;
const bannersQuery = object({ groupName: optStr(64) });
const gameListQuery = object({ category: optStr(32) });
const announcementsQuery = object({ types: optStr(128), platform: optStr(32), category: optStr(64) });
const downloadSettingQuery = object({ domain: optStr(253) });
const joinBody = object({ id: str({ min: 1, max: 64, pattern: /^[A-Za-z0-9_-]+$/ }) });
/** Bound of the in-memory record of joined promotions (members remembered): the reference server has no promotion engine. */
const MAX_JOINING_MEMBERS = 10_000;
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
    // The member's own referral numbers: players registered through their invite link (r) and, for an agent, their agent link.
    [REFERRAL_RELAY.summary]: async (c) => {
      const member = await authenticate(c, deps);
      c.header('Cache-Control', 'no-store');
      const count = async (column: 'referral_code' | 'affiliate_code'): Promise<number> => {
        const row = await deps.db.selectFrom('members').select((e) => e.fn.countAll<string>().as('n'))
          .where('merchant', '=', member.merchant).where(column, '=', member.username).executeTakeFirst();
        return Number(row?.n ?? 0);
      };
      return replyOk<ReferralSummary>(c, { invited: await count('referral_code'), team: AGENT_TYPES.includes(member.type) ? await count('affiliate_code') : 0 });
    },
    [RELAY.downloadSetting]: (c) => {
      validate(downloadSettingQuery, c.req.query());
      return replyOk<Resource[]>(c, absoluteResources(c.get('merchant').config.resources, base(c)));
    },
  };

  const app = new Hono<AppEnv>();
  // Claiming or joining a promotion: checked against its action and period, remembered per member (idempotent).
  const joined = new Map<string, Set<string>>();
  app.post(WPS.relay + PROMOTION_RELAY.join, async (c) => {
    const member = await authenticate(c, deps);
    const { id } = await readValidJson(c, joinBody);
    // The seed's promotions carry the extras (server/merchants/seed/promotions.ts); older data simply lacks them.
    const promotions: (PromotionDetail & PromotionDetailExtras)[] = c.get('merchant').config.memberContent?.promotions ?? [];
    const found = promotions.find((p) => p.id === id);
    if (!found) throw new HttpError(404, MEMBER_CODES.promotionNotFound, 'no such promotion');
    const action = found.action;
    if (action !== 'claim' && action !== 'join') throw new HttpError(400, PROMOTION_CODES.notJoinable, 'this promotion is not claimed or joined');
    const now = deps.now?.() ?? Date.now();
    if (found.period && !(Date.parse(found.period.start) <= now && now <= Date.parse(found.period.end))) {
      throw new HttpError(409, PROMOTION_CODES.notRunning, 'this promotion is not running');
    }
    const key = `${c.get('merchant').code}:${member.id}`;
    let mine = joined.get(key);
    if (!mine) {
      if (joined.size >= MAX_JOINING_MEMBERS) joined.delete(joined.keys().next().value as string);
      mine = new Set();
      joined.set(key, mine);
    }
    const already = mine.has(id);
    mine.add(id);
    c.header('Cache-Control', 'no-store');
    return replyOk<PromotionJoinResult>(c, { id, action, already });
  });
  app.get(`${WPS.relay}:name`, (c) => {
    const name = c.req.param('name');
    const handler = Object.hasOwn(handlers, name) ? handlers[name] : undefined;
    if (!handler) throw new HttpError(404, CODES.notFound, `no such relay: ${clip(name, 64)}`);
    return handler(c);
  });
  return app;
}
