/**
 * The image captcha of a refused login (production-wire A19): GET /wps/captcha answers a base64 PNG (a data:
 * URL is accepted too). The login machine calls fetchImageCaptcha; a bad answer is logged, never shown.
 */
import { VERIFICATION_PATHS } from '../../contract/verification.ts';
import { request } from '../api/client.ts';

// "\x89PNG\r\n\x1a\n" in base64: anything else is not a picture this form shows.
const PNG_B64_START = 'iVBORw0KGgo';
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const DATA_URL = /^data:image\/png;base64,/i;
/** About 150 KB of picture: a captcha is a few KB; more is a broken or hostile answer. */
const MAX_B64_CHARS = 200_000;

/** The answer's value as a PNG data: URL, or null (with a warning) when it is not a base64 PNG. */
export function toCaptchaDataUrl(value: unknown): string | null {
  if (typeof value !== 'string') {
    console.warn('[captcha] image answer is not a string');
    return null;
  }
  const b64 = value.trim().replace(DATA_URL, '').replace(/\s+/g, '');
  if (b64.length > MAX_B64_CHARS || !BASE64.test(b64) || !b64.startsWith(PNG_B64_START)) {
    console.warn('[captcha] image answer is not a base64 PNG');
    return null;
  }
  return `data:image/png;base64,${b64}`;
}

/** A new captcha picture as a data: URL (each call draws a new code); null on any failure. */
export async function fetchImageCaptcha(): Promise<string | null> {
  const env = await request<unknown>({ method: 'GET', path: VERIFICATION_PATHS.imageCaptcha, auth: false, silent: true });
  if (!env.success) {
    console.warn(`[captcha] image captcha failed (${env.code ?? 'no code'})`);
    return null;
  }
  return toCaptchaDataUrl(env.value);
}
