/** The GeeTest client API both providers (GeeTest itself and the reference server's local one) expose. */
import type { GeetestV3Result, GeetestV4Result } from '../../contract/captcha.ts';

export interface GeetestError { code?: string | number; msg?: string; error_code?: string | number }

interface CaptchaEvents<R> {
  onReady(f: () => void): unknown;
  onSuccess(f: () => void): unknown;
  onClose(f: () => void): unknown;
  onError(f: (e: GeetestError | null) => void): unknown;
  getValidate(): R | null | false;
  destroy?(): void;
}

export interface GeetestV3Captcha extends CaptchaEvents<GeetestV3Result> { verify(): void }
export interface GeetestV4Captcha extends CaptchaEvents<GeetestV4Result> { showCaptcha(): void }

export interface GeetestV3Config { gt: string; challenge: string; offline: boolean; new_captcha: boolean; product: 'bind'; lang: string }
export interface GeetestV4Config { captchaId: string; product: 'bind'; language: string; timeout: number; hideSuccess: boolean }

export interface GeetestWindow {
  initGeetest?: (config: GeetestV3Config, callback: (captcha: GeetestV3Captcha | null) => void) => void;
  initGeetest4?: (config: GeetestV4Config, callback: (captcha: GeetestV4Captcha | null) => void) => void;
}

export const geetestWindow = (): GeetestWindow => window as unknown as GeetestWindow;

const text = (x: unknown): x is string => typeof x === 'string' && x.length > 0 && x.length <= 4096;

export function isV3Result(x: unknown): x is GeetestV3Result {
  const r = x as Record<string, unknown> | null;
  return typeof r === 'object' && r !== null && text(r.geetest_challenge) && text(r.geetest_validate) && text(r.geetest_seccode);
}

export function isV4Result(x: unknown): x is GeetestV4Result {
  const r = x as Record<string, unknown> | null;
  return typeof r === 'object' && r !== null && text(r.lot_number) && text(r.captcha_output) && text(r.pass_token) && text(r.gen_time);
}
