import { createHmac } from 'node:crypto';
import type { GeetestV4Result } from '../../contract/captcha.ts';

/** How long GeeTest may take to answer before the request is refused as "service not work". */
export const GEETEST_TIMEOUT_MS = 5000;

/**
 * GeeTest v4 secondary validation (production mode): POST {base}/validate?captcha_id=ID with the result and
 * sign_token = HMAC-SHA256(key, lot_number). True only for result "success"; null when GeeTest cannot be asked.
 */
export async function geetestValidateV4(base: string, captchaId: string, key: string, r: GeetestV4Result): Promise<boolean | null> {
  const body = new URLSearchParams({
    lot_number: r.lot_number, captcha_output: r.captcha_output, pass_token: r.pass_token, gen_time: r.gen_time,
    sign_token: createHmac('sha256', key).update(r.lot_number, 'utf8').digest('hex'),
  });
  try {
    const res = await fetch(`${base}/validate?captcha_id=${encodeURIComponent(captchaId)}`, {
      method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body, signal: AbortSignal.timeout(GEETEST_TIMEOUT_MS),
    });
    if (!res.ok) return null;
    const answer = (await res.json()) as { result?: unknown };
    return answer.result === 'success';
  } catch {
    return null;
  }
}
