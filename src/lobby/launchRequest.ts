/**
 * The /m/launchGame query (spec section 2: prize_mode or vendor, code, playType, backUrl, lottoView),
 * read defensively, and the GET /wps/game/launchGame query built from it (spec section 7).
 */
import { GAME_LAUNCH_TIMEOUT_MS } from '../../contract/constants.ts';
import { LOTTO_AREA, LOTTO_LAUNCH_MODE, LOTTO_VENDORS, LOTTO_VIEWS, type LaunchGameQuery, type LottoView } from '../../contract/games.ts';
import { BASE, PATHS } from '../../contract/routes.ts';
import { safeGo } from '../lib/safeGo.ts';

export interface LaunchRequest {
  vendor: string;
  code: string;
  lottery: boolean;
  prizeMode: string | null;
  lottoView: LottoView;
  trial: boolean;
  /** The sports match to open (GCSGAME_getGameMatchV2), or null. */
  matchId: string | null;
  /** An /m/ path; the lobby when the query's was missing or unsafe. */
  backUrl: string;
}

const CODE = /^[A-Za-z0-9_.-]{1,64}$/;
const VENDOR = /^[A-Za-z0-9_]{1,32}$/;
const MATCH = /^[A-Za-z0-9_.-]{1,64}$/;
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
  // A malformed match still opens its game, at the game's own start page.
  if (match !== null && !MATCH.test(match)) console.warn('[launch] ignored a malformed matchId');
  return {
    vendor, code, prizeMode,
    lottery: prizeMode !== null || LOTTERY_VENDORS.includes(vendor) || view !== null,
    lottoView,
    trial: q.get('playType') === 'trial',
    matchId: match !== null && MATCH.test(match) ? match : null,
    backUrl: safeGo(q.get('backUrl'), origin, true) ?? `${BASE}${PATHS.home}`,
  };
}

export interface LaunchExtras { origin: string; language: string; labelName: string; title: string }

/** The launch call's query: common fields, the match, the lotto options, then the provider variant's fields. */
export function launchQuery(r: LaunchRequest, x: LaunchExtras): LaunchGameQuery {
  const q: LaunchGameQuery = {
    vendor: r.vendor, gameCode: r.code, device: 'MOBILE', backUrl: x.origin + r.backUrl,
    hasLobby: r.lottery && r.lottoView === 'lobby' ? 'true' : 'false', language: x.language,
  };
  if (r.matchId) q.matchId = r.matchId;
  if (r.lottery) {
    Object.assign(q, { lottoArea: LOTTO_AREA, launchMode: LOTTO_LAUNCH_MODE, lottoView: r.lottoView, lottoGameCode: r.code, title: x.title });
  }
  if (r.vendor === LOTTO_VENDORS.sea || r.vendor === LOTTO_VENDORS.vietnam) q.timeout = String(GAME_LAUNCH_TIMEOUT_MS);
  if (r.vendor === LOTTO_VENDORS.vietnam) Object.assign(q, { prizeMode: r.prizeMode ?? '', labelName: x.labelName });
  return q;
}
