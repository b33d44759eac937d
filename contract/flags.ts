/** Whitelabel feature flags of spec section 3 (whitelabelVal). */
export const WHITELABEL_FLAGS = [
  'STARTGAMEINAPP3', 'CBS3', 'MOBILEAUTOLOGIN3', 'PWDEXPFORCECHANGE3', 'GOOGLELOGIN3', 'FACEBOOKLOGIN3',
  'TWITTERLOGIN3', 'LINELOGIN3', 'TELEGRAMLOGIN3', 'FIREBASECREATEACC3', 'SSOMANUALREG3', 'UPDATEMOBILEICC3',
  'WEBCLIP', 'REG3', 'MOBILENUMREG3',
  /** Email registration (Tessera's name: production's flag for it was not seen). */
  'MAILREG3',
  /** Self-exclusion: guests on the home paths ask whether an unlock event is due (production wire D10). */
  'SELFEXCLUSION3',
] as const;
export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];
export type WhitelabelFlags = Record<WhitelabelFlag, boolean>;
