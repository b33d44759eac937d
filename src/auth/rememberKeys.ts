/** Storage keys of the remembered login, apart from its code: boot checks for an entry without loading auto login. */
export const REMEMBER_KEY = 'MC_REMEMBER_LOGIN';
/** Where the legacy front end kept the salt of its base64 password (legacyRemembered.ts reads it). */
export const LEGACY_SALT_KEY = 'MC_REMEMBER_SALT';
