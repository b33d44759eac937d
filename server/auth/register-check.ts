import { bool, type Check, type Infer, object, oneOf, optional, optStr, recordOf, str, ValidationError } from '../http/validator.ts';

/** Affiliate and referral codes as the client reads them from links and hosts (src/lib/affiliate.ts). */
export const ATTRIBUTION_CODE = /^[A-Za-z0-9._-]{1,64}$/;
/** The landing's tid, as the client keeps it. */
const LINK_ID = /^[\w.-]{1,128}$/;
/** A host name or bracketed IP literal, with an optional port (location.host). */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;
/** Ad-network click-id and pixel names as the client builds them (fbclid, utm_source, facebookPixelId). */
const PIXEL_KEY = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
/** Their values: no markup, no spaces. */
const PIXEL_VALUE = /^[\w.:~-]{1,512}$/;

/** An absolute http(s) URL of at most max characters; an empty string (a native app has no page) reads as not given. */
const httpUrl = (max: number): Check<string | undefined> => (v, f) => {
  const s = str({ max })(v, f);
  if (s === '') return undefined;
  let url: URL;
  try {
    url = new URL(s);
  } catch {
    throw new ValidationError(f, 'must be an absolute URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ValidationError(f, 'must be an http or https URL');
  return s;
};

const pixelTrack: Check<Record<string, string>> = (v, f) => {
  const record = recordOf(str({ pattern: PIXEL_VALUE }), 32)(v, f);
  for (const key of Object.keys(record)) if (!PIXEL_KEY.test(key)) throw new ValidationError(`${f}.${key}`, 'is not a click or pixel id name');
  return record;
};

/** Optional, and an empty string reads as not given too. */
const optPattern = (pattern: RegExp, max: number): Check<string | undefined> => (v, f) =>
  (v === '' ? undefined : optional(str({ max, pattern }))(v, f));

/** RegisterPayload of contract/auth.ts at the edge; null and missing both read as "not given". Every stored field is bounded. */
const shape = {
  username: optStr(64),
  email: optStr(254),
  /** The mailed code of an email registration (its field name was not seen; an assumption). */
  verificationCode: optStr(10),
  mobileNum: optStr(32),
  countryDialingCode: optStr(4),
  smsCode: optStr(10),
  password: optStr(128),
  login: bool,
  geetestChallenge: optStr(256), geetestSeccode: optStr(256), geetestValidateV4: optStr(4096),
  firebaseChannel2: optStr(32), firebaseIdToken2: optStr(4096), lineSessionToken: optStr(128), telegramAuth: optStr(4096),
  registerMethod: oneOf(['APP', 'H5', 'PWA', 'WEBCLIP'] as const),
  registerUrl: httpUrl(2048),
  loginDeviceId: str({ max: 64, pattern: /^[\w.:-]*$/ }),
  isOfficialAppLogin: optional(bool),
  linkId: optPattern(LINK_ID, 128),
  affiliateCode: optPattern(ATTRIBUTION_CODE, 64),
  domain: str({ min: 1, max: 253, pattern: HOST }),
  referralCode: optPattern(ATTRIBUTION_CODE, 64),
  smsTemplate: optPattern(/^[\w.-]+$/, 64),
  pixelTrack: optional(pixelTrack),
  // The merchant's register.consent confirmations (Tessera's fields; production's A10 body has none).
  termsAccepted: optional(bool), ageConfirmed: optional(bool),
  // Production fields the reference server stores nowhere yet, bounded all the same.
  geetestRisk: optStr(4096), preRegisterRewardToken: optStr(512), device: optional(oneOf(['IPAD', 'PWA', 'WEBCLIP'] as const)),
  utmSource: optStr(256), locoUid: optStr(256), locoUname: optStr(256), utmCampaign: optStr(256), locoTxnId: optStr(256),
};

export const registerCheck = object(shape);
export type RegisterInput = Infer<typeof shape>;
