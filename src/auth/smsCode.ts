/** Asks the server to text a code (SMS login and mobile registration), after the sms captcha of spec section 5. */
import { sendSmsCode } from '../api/auth.ts';
import { runCaptcha } from '../captcha/index.ts';
import { t } from '../i18n/index.ts';
import { showAlert } from '../state/ui.ts';

/** devCode: the code itself, which only a development server reveals (no SMS gateway there); the form fills it in. */
export type SmsOutcome = { ok: true; resendAfterSeconds: number; devCode?: string } | { ok: false };

const MOBILE = /^\d{4,15}$/;
const DIALING = /^\d{1,4}$/;
const DEFAULT_RESEND_S = 60;

const MAX_RESEND_S = 600;

/**
 * Seconds until a new code may be asked: production's value.expirationTime (epoch ms, wire A14), else the earlier
 * resendAfterSeconds, else the default; out-of-range answers degrade to the default.
 */
export function resendWait(value: unknown, now: number): number {
  const v = (typeof value === 'object' && value !== null ? value : {}) as { expirationTime?: unknown; resendAfterSeconds?: unknown };
  const until = Number(v.expirationTime);
  if (v.expirationTime !== undefined && v.expirationTime !== null && Number.isFinite(until)) {
    const s = Math.ceil((until - now) / 1000);
    if (s > 0 && s <= MAX_RESEND_S) return s;
  }
  const wait = Number(v.resendAfterSeconds);
  return Number.isFinite(wait) && wait > 0 && wait <= MAX_RESEND_S ? wait : DEFAULT_RESEND_S;
}

export async function requestSmsCode(countryDialingCode: string, mobileNum: string): Promise<SmsOutcome> {
  const num = mobileNum.trim();
  if (!DIALING.test(countryDialingCode) || !MOBILE.test(num)) {
    showAlert(t('mobile_invalid'), t('sms_send_failed'));
    return { ok: false };
  }
  const c = await runCaptcha('sms');
  if (!c.ok) {
    showAlert(c.message || t('verify_first'), t('sms_send_failed'));
    return { ok: false };
  }
  const env = await sendSmsCode({ countryDialingCode, mobileNum: num, ...(c.fields.geetestValidateV4 ? { geetestValidateV4: c.fields.geetestValidateV4 } : {}) });
  if (!env.success) {
    showAlert(env.message, t('sms_send_failed'));
    return { ok: false };
  }
  const dev = env.value?.devCode;
  return {
    ok: true, resendAfterSeconds: resendWait(env.value, Date.now()),
    ...(typeof dev === 'string' && /^\d{4,8}$/.test(dev) ? { devCode: dev } : {}),
  };
}
