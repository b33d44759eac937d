import type { Context } from 'hono';
import { ANNOUNCEMENT_KINDS, type AnnouncementItem, type AnnouncementKind, type AnnouncementLists, type PromoAnnounce, type RsgUnlock } from '../../../contract/content.ts';
import { MEMBER_CODES, type ChatUnread, type DownloadSetting, type PromotionDetail } from '../../../contract/member.ts';
import {
  PROMOTION_CODES, type PromotionDetailExtras, type PromotionJoinResult, type ReferralSummary,
} from '../../../contract/promotions.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { HttpError, replyOk } from '../../http/reply.ts';
import { requestOrigin } from '../../http/merchant-context.ts';
import { readValidJson } from '../../http/read-body.ts';
import { object, optStr, str, validate } from '../../http/validator.ts';
import { cdnBase, cdnUrl } from '../../services/cdn-url.ts';
import { AGENT_TYPES } from '../../auth/attribution.ts';
import type { AnnouncementEntry } from '../../merchants/merchant-config.ts';

import type { RelayHandlers } from './relay.ts';
const announcementsQuery = object({ types: optStr(128), platform: optStr(32), category: optStr(64), merchantCode: optStr(64), ext: optStr(256) });
const promoAnnounceQuery = object({ types: optStr(128), platform: optStr(32), version: optStr(8) });
const downloadSettingQuery = object({ domain: optStr(253) });
const joinBody = object({ id: str({ min: 1, max: 64, pattern: /^[A-Za-z0-9_-]+$/ }) });
const list = (csv: string | undefined): string[] => (csv ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const base = (c: Context<AppEnv>): string => cdnBase(requestOrigin(c), c.get('merchant').code);
/** Production's platform codes; the seed stores the spec's names. */
const PLATFORMS: Record<string, string> = { M: 'MOBILE', D: 'DESKTOP' };
/** The seed's announcement types, as the kinds production groups its answer by. */
const KIND_OF: Record<string, AnnouncementKind> = { POPUP: 'popup', MARQUEE: 'player', PR: 'promotion', PROMOTION: 'promotion', HOT: 'hot' };
const itemOf = ({ id, title, content, contentType, forcedRead }: AnnouncementEntry): AnnouncementItem => ({ id, title, content, contentType, forcedRead });

/** Entries of the request's platform and category, grouped by kind (every kind present, maybe empty). */
function grouped(entries: readonly AnnouncementEntry[], platform: string | undefined, category: string | undefined): Record<AnnouncementKind, AnnouncementItem[]> {
  const out = Object.fromEntries(ANNOUNCEMENT_KINDS.map((k) => [k, [] as AnnouncementItem[]])) as Record<AnnouncementKind, AnnouncementItem[]>;
  const wanted = platform ? (PLATFORMS[platform] ?? platform) : undefined;
  for (const a of entries) {
    if ((wanted && !a.platforms.includes(wanted)) || (category && a.category !== category)) continue;
    out[KIND_OF[a.type] ?? 'player'].push(itemOf(a));
  }
  return out;
}

/** The content relays: announcements (banners included), promotions, chat unread count, referral numbers, download setting. */
export function contentRelays(deps: AppDeps): RelayHandlers {
  return {
    // Public: Authorization is ignored here even when sent (spec section 6). types B alone: banners only.
    announcements: (c) => {
      const query = validate(announcementsQuery, c.req.query());
      const types = list(query.types);
      const relay = c.get('merchant').config.relay;
      const bannersOnly = types.length > 0 && types.every((t) => t === 'B');
      const b = base(c);
      const lists = grouped(bannersOnly ? [] : relay.announcements, query.platform, query.category);
      const banners = types.length === 0 || types.includes('B') ? relay.banners.map((x) => ({ ...x, url: cdnUrl(b, x.url) })) : [];
      return replyOk<AnnouncementLists>(c, { ...lists, banners });
    },
    promoAnnounce: (c) => {
      const query = validate(promoAnnounceQuery, c.req.query());
      const { promotion } = grouped(c.get('merchant').config.relay.announcements, query.platform, undefined);
      // The reference server has no quick-access entries: an empty row in production's shape.
      return replyOk<PromoAnnounce>(c, { announcements: promotion, quickAccess: { quickAccesses: [], style: '' } });
    },
    // No self-exclusion engine here: there is never an unlock event due.
    rsgUnlock: (c) => replyOk<RsgUnlock>(c, false),
    availablePromotions: (c) => replyOk(c, c.get('merchant').config.relay.promotions),
    // The seed's per-member counter stands in for the in-house chat's unread messages.
    chatUnread: (c) => {
      const member = c.get('member');
      return replyOk<ChatUnread>(c, { unReadCount: member.inbox_unread });
    },
    // The member's own referral numbers: players registered through their invite link (r) and, for an agent, their agent link.
    referralSummary: async (c) => {
      const member = c.get('member');
      const count = async (column: 'referral_code' | 'affiliate_code'): Promise<number> => {
        const row = await deps.db.selectFrom('members').select((e) => e.fn.countAll<string>().as('n'))
          .where('merchant', '=', member.merchant).where(column, '=', member.username).executeTakeFirst();
        return Number(row?.n ?? 0);
      };
      return replyOk<ReferralSummary>(c, { invited: await count('referral_code'), team: AGENT_TYPES.includes(member.type) ? await count('affiliate_code') : 0 });
    },
    // Production's texts; the links are the status answer's resources.
    downloadSetting: (c) => {
      validate(downloadSettingQuery, c.req.query());
      const params = c.get('merchant').config.mobileTemplate.params;
      const lang = (c.req.header('Language') ?? '').toUpperCase();
      const prompts = params.login_prompt_text ?? {};
      const lines = prompts[lang] ?? prompts.EN ?? [];
      return replyOk<DownloadSetting>(c, { app_desc: { value: params.app_desc ?? '' }, login_prompt_text: { value: lines.join('\n') } });
    },
    joinPromotion: async (c) => {
      const member = c.get('member');
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
      // Remembered in the database (migration 0012), so every instance answers a second join as already made; the key makes it atomic.
      const inserted = await deps.db.insertInto('promotion_joins').values({ member_id: member.id, promotion_id: id, action, joined_at: new Date(now).toISOString() })
        .onConflict((oc) => oc.columns(['member_id', 'promotion_id']).doNothing())
        .executeTakeFirst();
      return replyOk<PromotionJoinResult>(c, { id, action, already: (inserted.numInsertedOrUpdatedRows ?? 0n) === 0n });
    },
  };
}
