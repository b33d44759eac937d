/**
 * Storage keys the page shares with the inline scripts of the static shell the server writes
 * (server/static/page-shell.ts): both sides read the same key, so it is written once, here.
 */

/** The player's language choice (localStorage). */
export const LANGUAGE_KEY = 'MC_LANGUAGE';
/** Production's language key, plain or under LEGACY_KV_PREFIX; boot carries it over (src/boot/legacyStorage.ts). */
export const LEGACY_LANGUAGE_KEY = 'language';
/** Production's kv store prefix in localStorage. */
export const LEGACY_KV_PREFIX = 'kv:';
/** The invite banner closed for this tab's session (sessionStorage). */
export const INVITE_CLOSED_KEY = 'MC_INVITE_BANNER_CLOSED';
