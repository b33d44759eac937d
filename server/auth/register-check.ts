import { bool, type Infer, object, oneOf, optional, optStr, recordOf, str } from '../http/validator.ts';

/** RegisterPayload of contract/auth.ts at the edge; null and missing both read as "not given". */
const shape = {
  username: optStr(64),
  mobileNum: optStr(32),
  countryDialingCode: optStr(4),
  smsCode: optStr(10),
  password: optStr(128),
  login: bool,
  geetestChallenge: optStr(256), geetestSeccode: optStr(256), geetestValidateV4: optStr(4096),
  firebaseChannel2: optStr(32), firebaseIdToken2: optStr(4096), lineSessionToken: optStr(128), telegramAuth: optStr(4096),
  registerMethod: oneOf(['APP', 'H5', 'PWA', 'WEBCLIP'] as const),
  registerUrl: str({ max: 2048 }),
  loginDeviceId: str({ max: 64 }),
  isOfficialAppLogin: optional(bool),
  linkId: optStr(128),
  affiliateCode: optStr(64),
  domain: str({ max: 253 }),
  referralCode: optStr(64),
  smsTemplate: optStr(64),
  pixelTrack: optional(recordOf(str({ max: 512 }), 40)),
};

export const registerCheck = object(shape);
export type RegisterInput = Infer<typeof shape>;
