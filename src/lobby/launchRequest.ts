/**
 * The /m/launchGame query (spec section 2: prize_mode or vendor, code, playType, backUrl, lottoView; Tessera adds
 * nodeId and matchId), read defensively, and the GET /wps/game/launchGame query built from it in production's
 * forms: GLS for normal games, the VN and SEA lottery forms (production-wire rows C1-C3).
 */
import {
  GLS_LAUNCH_MODE, LOTTO_AREA, LOTTO_LAUNCH_MODE, LOTTO_VENDORS, LOTTO_VIEWS, SEA_LOTTO_MODE, type LaunchGameQuery, type LottoView,
} from '../../contract/games.ts';
import { BASE, PATHS } from '../../contract/routes.ts';
import { safeGo } from '../lib/safeGo.ts';

export interface LaunchRequest {
  vendor: string;
  code: string;
  lottery: boolean;
  prizeMode: string | null;
  lottoView: LottoView;
  trial: boolean;
  /** The game's node id (the lobby's tile carries it); '' when the link had none. */
  nodeId: string;
  /** The sports match to open (GCSGAME_getGameMatchV2), or null. */
  matchId: string | null;
  /** An /m/ path; the lobby when the query's was missing or unsafe. */
  backUrl: string;
}

const CODE = /^[A-Za-z0-9_.-]{1,64}$/;
const VENDOR = /^[A-Za-z0-9_]{1,32}$/;
const MATCH = /^[A-Za-z0-9_.-]{1,64}$/;
const NODE = /^[A-Za-z0-9_-]{1,32}$/;
const LOTTERY_VENDORS: readonly string[] = Object.values(LOTTO_VENDORS);

/** null when the query cannot name a game (missing or malformed code, vendor or prize mode). */
export function parseLaunch(search: string, origin: string): LaunchRequest | null {
  const q = new URLSearchParams(search);
  const code = q.get('code') ?? '';
  const prizeMode = q.get('prize_mode');
  if (!CODE.test(code)) return null;
  if (prizeMode !== null && !/^[A-Za-z0-9_.-]{1,32}$/.test(prizeMode)) return null;
  const vendor = prizeMode !== null ? LOTTO_VENDORS.vietnam : q.get('vendor') ?? '';
  if (!VENDOR.test(vendor)) return null;
  const view = q.get('lottoView');
  const lottoView = (LOTTO_VIEWS as readonly string[]).includes(view ?? '') ? (view as LottoView) : 'betting';
  const match = q.get('matchId');
  const node = q.get('nodeId') ?? '';
  // A malformed match still opens its game, at the game's own start page.
  if (match !== null && !MATCH.test(match)) console.warn('[launch] ignored a malformed matchId');
  return {
    vendor, code, prizeMode,
    lottery: prizeMode !== null || LOTTERY_VENDORS.includes(vendor) || view !== null,
    lottoView,
    trial: q.get('playType') === 'trial',
    nodeId: NODE.test(node) ? node : '',
    matchId: match !== null && MATCH.test(match) ? match : null,
    backUrl: safeGo(q.get('backUrl'), origin, true) ?? `${BASE}${PATHS.home}`,
  };
}

export interface LaunchExtras { origin: string; language: string; labelName: string; title: string; merchantCode: string }

/** The launch call's query: TCG_SEA's lottery form, the VN lottery form (any other lottery), or GLS. */
export function launchQuery(r: LaunchRequest, x: LaunchExtras): LaunchGameQuery {
  if (!r.lottery) {
    return {
      confirmTrans: '0', launchMode: GLS_LAUNCH_MODE, platform: 'html5', clientType: '2', gameId: r.code, nodeId: r.nodeId,
      accountType: '1', vassalage: r.vendor, merchantCode: x.merchantCode, language: x.language, webView: 'false',
      ...(r.matchId ? { matchId: r.matchId } : {}),
    };
  }
  const common = {
    launchMode: LOTTO_LAUNCH_MODE, lottoView: r.lottoView, device: 'MOBILE', backUrl: x.origin + r.backUrl, hasLobby: 'true',
    language: x.language, title: x.title, ...(r.lottoView === 'lobby' ? {} : { lottoGameCode: r.code }),
  } as const;
  if (r.vendor === LOTTO_VENDORS.sea) return { ...common, lottoMode: SEA_LOTTO_MODE };
  return { ...common, lottoArea: LOTTO_AREA, lottoPrizeMode: r.prizeMode ?? '', labelName: x.labelName };
}
