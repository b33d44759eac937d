/**
 * The registration payload of spec section 3, built from the form, the captcha or social sign-in result
 * and the context (registerMethod, linkId, affiliate and referral codes, domain, pixelTrack).
 */
import type { RegisterPayload } from '../../contract/auth.ts';
import type { CaptchaFields } from '../../contract/captcha.ts';
import { resolveAffiliate } from '../lib/affiliate.ts';
import { localStore } from '../lib/memoryStorage.ts';
import { isStringRecord, safeGetJSON } from '../lib/storage.ts';
import { TRACKING_KEY } from '../lib/tracking.ts';
import { loginDeviceId, readClientContext, registerMethodFor } from './clientContext.ts';
import { pixelTrack } from '../marketing/collect.ts';

export type RegisterForm =
  | { kind: 'username'; username: string; password: string }
  | { kind: 'mobile'; countryDialingCode: string; mobileNum: string; smsCode: string; password?: string };

export interface RegisterExtras {
  login: boolean;
  captcha: CaptchaFields;
  firebaseChannel2?: string;
  firebaseIdToken2?: string;
  lineSessionToken?: string;
  telegramAuth?: string;
  smsTemplate?: string;
}

/** The part of the payload the page's context gives (spec section 3), whatever the form. */
export type RegisterContext = Pick<RegisterPayload,
  'registerMethod' | 'registerUrl' | 'loginDeviceId' | 'isOfficialAppLogin' | 'linkId' | 'affiliateCode' | 'referralCode' | 'domain' | 'pixelTrack'>;

/**
 * Pure. A mobile registration without the password-required setting sends no password: the server
 * applies the merchant's default one, so the bundle never holds it.
 */
export function buildRegisterPayload(form: RegisterForm, extras: RegisterExtras, ctx: RegisterContext, passwordRequired: boolean): RegisterPayload {
  const who: Partial<RegisterPayload> = form.kind === 'username'
    ? { username: form.username.trim(), password: form.password }
    : {
      mobileNum: form.mobileNum.trim(), countryDialingCode: form.countryDialingCode, smsCode: form.smsCode.trim(),
      ...(passwordRequired && form.password ? { password: form.password } : {}),
    };
  const optional = Object.fromEntries(
    (['firebaseChannel2', 'firebaseIdToken2', 'lineSessionToken', 'telegramAuth', 'smsTemplate'] as const)
      .filter((k) => extras[k]).map((k) => [k, extras[k]]),
  );
  return { ...who, login: extras.login, ...extras.captcha, ...optional, ...ctx };
}

const LINK_ID = /^[\w.-]{1,128}$/;

/** linkId is the tid saved on landing. */
function storedTid(): string | null {
  const tid = safeGetJSON(localStore(), TRACKING_KEY, isStringRecord)?.tid;
  return tid && LINK_ID.test(tid) ? tid : null;
}

/** Reads the context from the browser and the stores. */
export async function collectRegisterContext(): Promise<RegisterContext> {
  const c = readClientContext();
  const aff = resolveAffiliate({ host: location.host, search: location.search, storage: localStore() });
  return {
    registerMethod: registerMethodFor(c),
    registerUrl: location.origin + location.pathname,
    loginDeviceId: await loginDeviceId(),
    isOfficialAppLogin: c.inApp,
    linkId: storedTid(),
    affiliateCode: aff.affiliateCode || null,
    referralCode: aff.referralCode || null,
    domain: location.host,
    pixelTrack: pixelTrack(),
  };
}
