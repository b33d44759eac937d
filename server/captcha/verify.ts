import type { Context } from 'hono';
import { CAPTCHA_CODES, captchaRequired, captchaSupported, type CaptchaFields, type CaptchaScene, type GeetestV4Result } from '../../contract/captcha.ts';
import { geetestApiBase, isDevMode } from '../auth/auth-mode.ts';
import type { AppDeps } from '../http/app-env.ts';
import { HttpError } from '../http/reply.ts';
import type { Merchant } from '../merchants/merchant-config.ts';
import { geetestValidateV4 } from './geetest-api.ts';
import { sharedCaptchaStore } from './shared-store.ts';

const MAX_FIELD = 4096;

/** geetestValidateV4 is the JSON text of captchaObj.getValidate(); anything else is not a result. */
function parseV4(text: string): GeetestV4Result | null {
  if (text.length > MAX_FIELD) return null;
  let v: unknown;
  try { v = JSON.parse(text); } catch { return null; }
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  const fields = ['lot_number', 'captcha_output', 'pass_token', 'gen_time'] as const;
  if (!fields.every((f) => typeof o[f] === 'string' && (o[f] as string).length > 0 && (o[f] as string).length <= 256)) return null;
  return { lot_number: o.lot_number as string, captcha_output: o.captcha_output as string, pass_token: o.pass_token as string, gen_time: o.gen_time as string };
}

export const geetestVersion = (m: Merchant): 'v3' | 'v4' => m.config.gw.GEETEST_VERSION ?? 'v3';

const invalid = (): HttpError => new HttpError(400, CAPTCHA_CODES.invalid, 'captcha result is invalid, used or expired');
const notWork = (): HttpError => new HttpError(400, CAPTCHA_CODES.notWork, CAPTCHA_CODES.notWork);

/** Production mode: GeeTest itself judges the result (v4 only), with the merchant's private key; no local store. */
async function verifyWithGeetest(merchant: Merchant, fields: CaptchaFields): Promise<void> {
  const key = merchant.config.server.geetestKey;
  if (geetestVersion(merchant) !== 'v4' || !key) throw notWork();
  if (!fields.geetestValidateV4) throw new HttpError(400, CAPTCHA_CODES.required, 'captcha verification is required');
  const result = parseV4(fields.geetestValidateV4);
  if (!result) throw invalid();
  const passed = await geetestValidateV4(geetestApiBase(), merchant.config.gw.GEETEST_ID, key, result);
  if (passed === null) throw notWork();
  if (!passed) throw invalid();
}

/**
 * Throws an HttpError when the merchant's captcha display flag for `scene` is on and `fields` do not
 * carry a result this server issued and has not seen used (development and test: the local provider),
 * or that GeeTest's validate API accepts (production mode). Each result is accepted once.
 */
export async function requireCaptcha(c: Context, deps: AppDeps, scene: CaptchaScene, fields: CaptchaFields): Promise<void> {
  const merchant = c.get('merchant') as Merchant;
  if (!captchaRequired(merchant.config.register.captcha, scene)) return;
  const version = geetestVersion(merchant);
  if (!captchaSupported(version, scene) || !merchant.config.gw.GEETEST_ID) {
    throw notWork();
  }
  if (!isDevMode()) return verifyWithGeetest(merchant, fields);
  const store = sharedCaptchaStore(deps.db);
  const now = deps.now();
  if (version === 'v3') {
    if (!fields.geetestChallenge || !fields.geetestSeccode) throw new HttpError(400, CAPTCHA_CODES.required, 'captcha verification is required');
    if (!(await store.consumeV3(merchant.code, fields.geetestChallenge, fields.geetestSeccode, now))) throw invalid();
    return;
  }
  if (!fields.geetestValidateV4) throw new HttpError(400, CAPTCHA_CODES.required, 'captcha verification is required');
  const result = parseV4(fields.geetestValidateV4);
  if (!result || !(await store.consumeV4(merchant.code, merchant.config.gw.GEETEST_ID, result, now))) throw invalid();
}
