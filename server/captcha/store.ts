import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { GeetestV3Result, GeetestV4Result } from '../../contract/captcha.ts';
import type { Db } from '../db/schema.ts';

/** An issued challenge lives this long unsolved; a solved result this long unused. */
export const CHALLENGE_TTL_MS = 10 * 60_000;
export const RESULT_TTL_MS = 5 * 60_000;
/** Most entries held per map: a flood of set-up calls cannot grow memory without bound. */
export const MAX_ENTRIES = 20_000;

interface V3Entry { merchant: string; expiresAt: number; validate?: string }
interface V4Entry { merchant: string; captchaId: string; output: string; passToken: string; genTime: string; expiresAt: number }

const token = (bytes: number): string => randomBytes(bytes).toString('hex');

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Insertion order is age order, so the first keys are the oldest. */
function bounded<V extends { expiresAt: number }>(map: Map<string, V>, now: number): void {
  if (map.size < MAX_ENTRIES) return;
  for (const [k, v] of map) if (v.expiresAt <= now) map.delete(k);
  for (const k of map.keys()) {
    if (map.size < MAX_ENTRIES) break;
    map.delete(k);
  }
}

/**
 * The local captcha provider's memory: challenges it issued (v3) and results it handed out (v3, v4).
 * Every result is accepted once; a used, expired or foreign result is refused.
 */
export class CaptchaStore {
  private readonly v3 = new Map<string, V3Entry>();
  private readonly v4 = new Map<string, V4Entry>();

  issueChallenge(merchant: string, now: number): string {
    bounded(this.v3, now);
    const challenge = token(16);
    this.v3.set(challenge, { merchant, expiresAt: now + CHALLENGE_TTL_MS });
    return challenge;
  }

  /** The player passed a v3 challenge this merchant was issued; null when unknown, expired or already solved. */
  solveV3(merchant: string, challenge: string, now: number): GeetestV3Result | null {
    const entry = this.v3.get(challenge);
    if (!entry || entry.merchant !== merchant || entry.expiresAt <= now || entry.validate) return null;
    const validate = token(16);
    this.v3.set(challenge, { merchant, validate, expiresAt: now + RESULT_TTL_MS });
    // GeeTest's seccode is the validate string plus '|jordan'.
    return { geetest_challenge: challenge, geetest_validate: validate, geetest_seccode: `${validate}|jordan` };
  }

  consumeV3(merchant: string, challenge: string, seccode: string, now: number): boolean {
    const entry = this.v3.get(challenge);
    if (!entry?.validate || entry.merchant !== merchant) return false;
    this.v3.delete(challenge);
    return entry.expiresAt > now && same(seccode, `${entry.validate}|jordan`);
  }

  solveV4(merchant: string, captchaId: string, now: number): GeetestV4Result {
    bounded(this.v4, now);
    const result = { lot_number: token(16), captcha_output: token(24), pass_token: token(24), gen_time: String(Math.floor(now / 1000)), captcha_id: captchaId };
    this.v4.set(result.lot_number, {
      merchant, captchaId, output: result.captcha_output, passToken: result.pass_token, genTime: result.gen_time, expiresAt: now + RESULT_TTL_MS,
    });
    return result;
  }

  consumeV4(merchant: string, captchaId: string, r: GeetestV4Result, now: number): boolean {
    const entry = this.v4.get(r.lot_number);
    if (!entry || entry.merchant !== merchant) return false;
    this.v4.delete(r.lot_number);
    return entry.expiresAt > now && entry.captchaId === captchaId && same(r.pass_token, entry.passToken)
      && same(r.captcha_output, entry.output) && r.gen_time === entry.genTime;
  }
}

// One store per database handle, so each app built by createApp (and each test) has its own.
const stores = new WeakMap<Db, CaptchaStore>();

export function captchaStore(db: Db): CaptchaStore {
  let store = stores.get(db);
  if (!store) {
    store = new CaptchaStore();
    stores.set(db, store);
  }
  return store;
}
