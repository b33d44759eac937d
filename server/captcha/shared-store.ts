import { randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { GeetestV3Result, GeetestV4Result } from '../../contract/captcha.ts';
import type { Db } from '../db/schema.ts';

/** An issued challenge lives this long unsolved; a solved result this long unused. */
export const CHALLENGE_TTL_MS = 10 * 60_000;
export const RESULT_TTL_MS = 5 * 60_000;
/** Expired rows are deleted at most this often per store, on the way through an issue. */
export const CAPTCHA_PRUNE_INTERVAL_MS = 60_000;

const token = (bytes: number): string => randomBytes(bytes).toString('hex');
const same = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The local captcha provider's memory: the challenges it issued (v3) and the results it handed out (v3, v4), each
 * accepted once, in captcha_entries (migration 0010), so a challenge issued by one server instance is solved and used
 * on another. Solving and using are single statements (update or
 * delete ... returning), so of two instances racing on one result exactly one wins.
 */
export class SharedCaptchaStore {
  private lastPrune = Number.NEGATIVE_INFINITY;

  constructor(private readonly db: Db) {}

  private async insert(id: string, kind: 'v3' | 'v4', merchant: string, data: Record<string, string>, expiresAt: number, now: number): Promise<void> {
    await this.db.insertInto('captcha_entries').values({ id, kind, merchant, data: JSON.stringify(data), expires_at: expiresAt }).execute();
    if (now - this.lastPrune >= CAPTCHA_PRUNE_INTERVAL_MS || now < this.lastPrune) {
      this.lastPrune = now;
      await sql`delete from captcha_entries where expires_at <= ${now}`.execute(this.db);
    }
  }

  async issueChallenge(merchant: string, now: number): Promise<string> {
    const challenge = token(16);
    await this.insert(challenge, 'v3', merchant, {}, now + CHALLENGE_TTL_MS, now);
    return challenge;
  }

  /** The player passed a v3 challenge this merchant was issued; null when unknown, expired or already solved. */
  async solveV3(merchant: string, challenge: string, now: number): Promise<GeetestV3Result | null> {
    const validate = token(16);
    const { rows } = await sql<{ id: string }>`
      update captcha_entries set data = ${JSON.stringify({ validate })}::jsonb, expires_at = ${now + RESULT_TTL_MS}
      where id = ${challenge} and kind = 'v3' and merchant = ${merchant} and expires_at > ${now} and data->>'validate' is null
      returning id`.execute(this.db);
    // GeeTest's seccode is the validate string plus '|jordan'.
    return rows.length === 1 ? { geetest_challenge: challenge, geetest_validate: validate, geetest_seccode: `${validate}|jordan` } : null;
  }

  async consumeV3(merchant: string, challenge: string, seccode: string, now: number): Promise<boolean> {
    const { rows } = await sql<{ data: Record<string, string>; expires_at: string }>`
      delete from captcha_entries where id = ${challenge} and kind = 'v3' and merchant = ${merchant} and data->>'validate' is not null
      returning data, expires_at`.execute(this.db);
    const row = rows[0];
    return !!row && Number(row.expires_at) > now && same(seccode, `${row.data.validate ?? ''}|jordan`);
  }

  async solveV4(merchant: string, captchaId: string, now: number): Promise<GeetestV4Result> {
    const result = { lot_number: token(16), captcha_output: token(24), pass_token: token(24), gen_time: String(Math.floor(now / 1000)), captcha_id: captchaId };
    await this.insert(result.lot_number, 'v4', merchant, {
      captchaId, output: result.captcha_output, passToken: result.pass_token, genTime: result.gen_time,
    }, now + RESULT_TTL_MS, now);
    return result;
  }

  async consumeV4(merchant: string, captchaId: string, r: GeetestV4Result, now: number): Promise<boolean> {
    const { rows } = await sql<{ data: Record<string, string>; expires_at: string }>`
      delete from captcha_entries where id = ${r.lot_number} and kind = 'v4' and merchant = ${merchant}
      returning data, expires_at`.execute(this.db);
    const e = rows[0]?.data;
    return !!e && Number(rows[0]!.expires_at) > now && e.captchaId === captchaId && same(r.pass_token, e.passToken ?? '')
      && same(r.captcha_output, e.output ?? '') && r.gen_time === e.genTime;
  }
}

const stores = new WeakMap<Db, SharedCaptchaStore>();

/** The store of this database handle: every instance on the database sees the same entries. */
export function sharedCaptchaStore(db: Db): SharedCaptchaStore {
  let store = stores.get(db);
  if (!store) {
    store = new SharedCaptchaStore(db);
    stores.set(db, store);
  }
  return store;
}
