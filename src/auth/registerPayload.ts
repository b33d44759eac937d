/**
 * The registration payload of spec section 3, built from the form, the captcha or social sign-in result
 * and the context (registerMethod, linkId, affiliate and referral codes, domain, pixelTrack).
 */
import { PRE_REGISTER_REWARD_TOKEN_KEY, type RegisterPayload, type TrackingFields } from '../../contract/auth.ts';
import type { CaptchaFields } from '../../contract/captcha.ts';
import type { RegisterConsentAnswers } from '../../contract/registerConsent.ts';
import { resolveAffiliate } from '../lib/affiliate.ts';
import { localStore, sessionStore } from '../lib/memoryStorage.ts';
import { isStringRecord, safeGetItem, safeGetJSON } from '../lib/storage.ts';
import { TRACKING_KEY, carriedParams } from '../lib/tracking.ts';
import { deviceTypeFor, loginDeviceId, readClientContext, registerMethodFor } from './clientContext.ts';
import { readTrackingFields } from './trackingFields.ts';
import { pixelTrack } from '../marketing/collect.ts';

export type RegisterForm = (
  | { kind: 'username'; username: string; password: string }
  /** Email registration (production wire A10 /mail): the mailed code travels as verificationCode (an assumption). */
  | { kind: 'email'; email: string; verificationCode: string; password: string; username?: string }
  /** autoUsername (production wire A11): the server picks the username; the rest is a registration. */
  | { kind: 'auto'; password: string }
  | { kind: 'mobile'; countryDialingCode: string; mobileNum: string; smsCode: string; password?: string }
) & {
  /** What the player ticked of the merchant's register.consent; only ticked boxes travel. */
  consent?: RegisterConsentAnswers;
};

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
  'registerMethod' | 'registerUrl' | 'loginDeviceId' | 'isOfficialAppLogin' | 'linkId' | 'affiliateCode' | 'referralCode' | 'domain' | 'pixelTrack'
  | 'preRegisterRewardToken' | 'device' | keyof TrackingFields>;

/**
 * Pure. A mobile registration without the password-required setting sends no password: the server
 * applies the merchant's default one, so the bundle never holds it.
 */
export function buildRegisterPayload(form: RegisterForm, extras: RegisterExtras, ctx: RegisterContext, passwordRequired: boolean): RegisterPayload & RegisterConsentAnswers {
  const who: Partial<RegisterPayload> & { verificationCode?: string } = form.kind === 'username' || form.kind === 'auto'
    ? { ...(form.kind === 'username' ? { username: form.username.trim() } : {}), password: form.password }
    : form.kind === 'email'
      ? { email: form.email.trim(), verificationCode: form.verificationCode.trim(), password: form.password, ...(form.username ? { username: form.username.trim() } : {}) }
      : {
      mobileNum: form.mobileNum.trim(), countryDialingCode: form.countryDialingCode, smsCode: form.smsCode.trim(),
      ...(passwordRequired && form.password ? { password: form.password } : {}),
    };
  const optional = Object.fromEntries(
    (['firebaseChannel2', 'firebaseIdToken2', 'lineSessionToken', 'telegramAuth', 'smsTemplate'] as const)
      .filter((k) => extras[k]).map((k) => [k, extras[k]]),
  );
  const consent: RegisterConsentAnswers = {
    ...(form.consent?.termsAccepted === true ? { termsAccepted: true } : {}),
    ...(form.consent?.ageConfirmed === true ? { ageConfirmed: true } : {}),
  };
  return { ...who, login: extras.login, ...extras.captcha, ...optional, ...consent, ...ctx };
}

const LINK_ID = /^[\w.-]{1,128}$/;

/** linkId is the tid saved on landing. */
function storedTid(): string | null {
  const tid = safeGetJSON(localStore(), TRACKING_KEY, isStringRecord)?.tid;
  return tid && LINK_ID.test(tid) ? tid : null;
}

/** domain of production wire A10: the host's second label (www.brand.com → brand); a one-label host is itself. */
export function registerDomain(hostname: string): string {
  return hostname.split('.')[1] || hostname;
}

/** registerUrl of production wire A10: origin, path and query, the query carrying affiliateCode and r when known. */
export function registerUrlFor(href: string, affiliateCode: string | null, r: string | null): string {
  const url = new URL(href);
  if (affiliateCode && !url.searchParams.has('affiliateCode')) url.searchParams.set('affiliateCode', affiliateCode);
  if (r && !url.searchParams.has('r')) url.searchParams.set('r', r);
  return url.origin + url.pathname + url.search;
}

const REWARD_TOKEN = /^[^\u0000-\u001f\u007f]{1,512}$/;

/** The pre-registration reward token a landing left in sessionStorage (production wire section 5). */
function preRegisterRewardToken(): string | undefined {
  const v = safeGetItem(sessionStore(), PRE_REGISTER_REWARD_TOKEN_KEY);
  return v !== null && REWARD_TOKEN.test(v) ? v : undefined;
}

/** Reads the context from the browser and the stores. */
export async function collectRegisterContext(): Promise<RegisterContext> {
  const c = readClientContext();
  const aff = resolveAffiliate({ host: location.host, search: location.search, storage: localStore() });
  const device = deviceTypeFor(c);
  const reward = preRegisterRewardToken();
  return {
    registerMethod: registerMethodFor(c),
    registerUrl: registerUrlFor(location.href, aff.affiliateCode || null, carriedParams(location.search, localStore()).get('r')),
    loginDeviceId: await loginDeviceId(),
    isOfficialAppLogin: c.inApp,
    linkId: storedTid(),
    affiliateCode: aff.affiliateCode || null,
    referralCode: aff.referralCode || null,
    domain: registerDomain(location.hostname),
    pixelTrack: pixelTrack(),
    ...(device ? { device } : {}),
    ...(reward ? { preRegisterRewardToken: reward } : {}),
    ...readTrackingFields(),
  };
}
