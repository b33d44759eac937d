/**
 * The server's authentication mode, read per request from the environment so tests can switch it.
 * WPS_ENV=production|development|test; unset follows NODE_ENV (production) and is otherwise development,
 * because `npm start` is the local demo. Production seeds no demo account, takes secrets only from the
 * environment (server/config/production.ts), hides dev codes, the local sign-in pages and the local captcha.
 */
export type AuthMode = 'production' | 'development' | 'test';

export function authMode(): AuthMode {
  const v = process.env.WPS_ENV;
  if (v === 'production' || v === 'development' || v === 'test') return v;
  return process.env.NODE_ENV === 'production' ? 'production' : 'development';
}

/** SMS and second-step codes are revealed in the answer (devCode) and local sign-in pages exist. */
export const isDevMode = (): boolean => authMode() !== 'production';

/** Set when the Firebase Auth emulator issues the ID tokens: they are unsigned and checked by claims only. */
export const firebaseEmulatorHost = (): string | null => process.env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || null;

/** Google's public keys for Firebase ID tokens (x509 map); FIREBASE_CERTS_URL may point elsewhere (a JWKS too). */
export const firebaseCertsUrl = (): string =>
  process.env.FIREBASE_CERTS_URL?.trim() || 'https://www.googleapis.com/robot/v1/metadata/x509/securetoken@system.gserviceaccount.com';

/** LINE's API, for code exchange and profile outside development. */
export const lineApiBase = (): string => process.env.LINE_API_BASE?.trim() || 'https://api.line.me';

/** GeeTest's v4 validate API, which checks captcha results in production mode; GEETEST_API_BASE may point elsewhere. */
export const geetestApiBase = (): string => process.env.GEETEST_API_BASE?.trim() || 'https://gcaptcha4.geetest.com';
