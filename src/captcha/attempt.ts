/** One try at the captcha: set-up (register call, script, init) then the player's verification. */
import { AUTH_PATHS, type GeetestRegister } from '../../contract/auth.ts';
import type { CaptchaFields } from '../../contract/captcha.ts';
import { CAPTCHA_V4_TIMEOUT_MS } from '../../contract/constants.ts';
import { request } from '../api/client.ts';
import { geetestWindow, isV3Result, isV4Result, type GeetestError, type GeetestV3Captcha, type GeetestV4Captcha } from './geetestApi.ts';
import { loadScript } from './loadScript.ts';

export type Attempt =
  | { kind: 'passed'; fields: CaptchaFields }
  | { kind: 'closed' }
  | { kind: 'failed'; code: string; message: string }
  /** Set-up failed before the player saw anything: worth the one retry. */
  | { kind: 'setup'; reason: string };

/** A provider that never calls back (or never gets ready) counts as a set-up failure after this long. */
export const SETUP_TIMEOUT_MS = 15_000;

// Production's v3 answer is {gt, challenge, newCaptcha} (production-wire A18): the v4 id is checked by attemptV4 alone.
const isRegister = (x: unknown): x is GeetestRegister => {
  const r = x as Record<string, unknown> | null;
  return typeof r === 'object' && r !== null && typeof r.gt === 'string' && typeof r.challenge === 'string' && (r.id === undefined || typeof r.id === 'string');
};

async function register(): Promise<GeetestRegister | null> {
  const env = await request<GeetestRegister>({ method: 'GET', path: AUTH_PATHS.geetest, query: { t: Date.now() }, auth: false, silent: true });
  return env.success && isRegister(env.value) ? env.value : null;
}

type Captcha = GeetestV3Captcha | GeetestV4Captcha;

/** Wires a captcha object's events to one Attempt; `show` opens it once it is ready. */
function follow(captcha: Captcha | null, show: (c: Captcha) => void, read: (c: Captcha) => CaptchaFields | null): Promise<Attempt> {
  if (!captcha) return Promise.resolve({ kind: 'setup', reason: 'provider returned no captcha' });
  return new Promise<Attempt>((resolve) => {
    let ready = false;
    let settled = false;
    const timer = setTimeout(() => finish({ kind: 'setup', reason: 'provider did not get ready' }), SETUP_TIMEOUT_MS);
    function finish(a: Attempt): void {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (a.kind !== 'passed') captcha?.destroy?.();
      resolve(a);
    }
    captcha.onReady(() => { ready = true; clearTimeout(timer); show(captcha); });
    captcha.onSuccess(() => {
      const fields = read(captcha);
      finish(fields ? { kind: 'passed', fields } : { kind: 'failed', code: 'captcha.result.invalid', message: 'malformed captcha result' });
    });
    captcha.onClose(() => finish({ kind: 'closed' }));
    captcha.onError((e: GeetestError | null) => {
      const code = String(e?.code ?? e?.error_code ?? 'unknown');
      finish(ready ? { kind: 'failed', code, message: String(e?.msg ?? '') } : { kind: 'setup', reason: `provider error ${code}` });
    });
  });
}

export async function attemptV3(scriptUrl: string, lang: string): Promise<Attempt> {
  const reg = await register();
  if (!reg?.gt || !reg.challenge) return { kind: 'setup', reason: 'register call failed' };
  await loadScript(scriptUrl);
  const init = geetestWindow().initGeetest;
  if (!init) return { kind: 'setup', reason: 'initGeetest missing' };
  const captcha = await new Promise<GeetestV3Captcha | null>((resolve) => {
    init({ gt: reg.gt, challenge: reg.challenge, offline: false, new_captcha: reg.newCaptcha, product: 'bind', lang }, resolve);
  });
  return follow(captcha, (c) => (c as GeetestV3Captcha).verify(), (c) => {
    const r = (c as GeetestV3Captcha).getValidate();
    return isV3Result(r) ? { geetestChallenge: r.geetest_challenge, geetestSeccode: r.geetest_seccode } : null;
  });
}

export async function attemptV4(scriptUrl: string, lang: string): Promise<Attempt> {
  const reg = await register();
  if (!reg?.id) return { kind: 'setup', reason: 'register call failed' };
  await loadScript(scriptUrl);
  const init = geetestWindow().initGeetest4;
  if (!init) return { kind: 'setup', reason: 'initGeetest4 missing' };
  const captcha = await new Promise<GeetestV4Captcha | null>((resolve) => {
    // Spec section 9: a 5 s time-out, and no success screen.
    init({ captchaId: reg.id, product: 'bind', language: lang, timeout: CAPTCHA_V4_TIMEOUT_MS, hideSuccess: true }, resolve);
  });
  return follow(captcha, (c) => (c as GeetestV4Captcha).showCaptcha(), (c) => {
    const r = (c as GeetestV4Captcha).getValidate();
    return isV4Result(r) ? { geetestValidateV4: JSON.stringify(r) } : null;
  });
}
