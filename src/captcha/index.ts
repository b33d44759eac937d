/** The captcha adapter (GeeTest v3 and v4 behind one interface), spec sections 4 and 5. */
import { CAPTCHA_CODES, captchaRequired, captchaSupported, type CaptchaFields, type CaptchaScene } from '../../contract/captcha.ts';
import { BCP47 } from '../../contract/languages.ts';
import { state as i18n, t } from '../i18n';
import { state as merchant } from '../state/merchant';
import { attemptV3, attemptV4, type Attempt } from './attempt.ts';

export type { CaptchaFields, CaptchaScene };

export type CaptchaOutcome = { ok: true; fields: CaptchaFields } | { ok: false; code: string; message: string };

let verifying = false;

const failure = (code: string, message: string): CaptchaOutcome => ({ ok: false, code, message });

async function attempt(version: 'v3' | 'v4', scriptUrl: string): Promise<Attempt> {
  const lang = (BCP47[i18n.lang] ?? 'en').toLowerCase();
  try {
    return await (version === 'v4' ? attemptV4(scriptUrl, lang) : attemptV3(scriptUrl, lang));
  } catch (err) {
    return { kind: 'setup', reason: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * Runs the captcha for a scene when the merchant's display flag for it is on, else resolves
 * { ok: true, fields: {} } at once. Failures carry verify_first, "verify geetest too fast", etc.
 */
export async function runCaptcha(scene: CaptchaScene): Promise<CaptchaOutcome> {
  const status = merchant.status;
  if (!status || !captchaRequired(status.register?.captcha, scene)) return { ok: true, fields: {} };
  if (verifying) return failure(CAPTCHA_CODES.tooFast, t('captcha_too_fast'));
  const version = status.gw?.GEETEST_VERSION === 'v4' ? 'v4' : 'v3';
  const scriptUrl = status.gw?.GEETEST_SCRIPT_URL;
  if (!captchaSupported(version, scene) || !scriptUrl) {
    console.warn(`[captcha] ${scene} cannot be verified with ${version}${scriptUrl ? '' : ' (no script URL)'}`);
    return failure(CAPTCHA_CODES.notWork, t('captcha_not_work'));
  }
  verifying = true;
  try {
    let result = await attempt(version, scriptUrl);
    // One retry on set-up failure (spec section 4).
    if (result.kind === 'setup') {
      console.warn('[captcha] set-up failed, retrying once:', result.reason);
      result = await attempt(version, scriptUrl);
    }
    switch (result.kind) {
      case 'passed': return { ok: true, fields: result.fields };
      case 'closed': return failure(CAPTCHA_CODES.verifyFirst, t('verify_first'));
      case 'failed': return failure(result.code, t('captcha_error', { message: result.message || result.code, code: result.code }));
      default:
        console.warn('[captcha] set-up failed again:', result.reason);
        return failure(CAPTCHA_CODES.failed, t('captcha_not_work'));
    }
  } finally {
    verifying = false;
  }
}
