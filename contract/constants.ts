/** Business constants of spec section 9, in one place for the UI, service worker, worker and server. */
export const DEVICE_ID_COOKIE_DAYS = 365;
export const DEVICE_ID_LENGTH = 36;
export const STORAGE_WRITE_CAP_BYTES = 1.5 * 1024 * 1024;
export const CACHE_TTL_MS = 180_000;
export const CACHE_MAX_ENTRIES = 30;
export const CACHE_SECOND_LAYER_MAX = 100;
export const CACHE_CLEANUP_MS = 5 * 60_000;
export const CACHE_EVICT_RATIO = 0.2;
export const CACHE_SIZE_CHECK_CHANCE = 0.1;
export const GAME_LAUNCH_DELAY_MS = 150;
export const GAME_LAUNCH_TIMEOUT_MS = 10_000;
export const REENTRY_GUARD_MS = 500;
export const CHAT_LOAD_MS = 500;
export const CHAT_REBIND_MS = [1000, 3000] as const;
export const MARQUEE_SPEED = 60;
export const A2HS_DELAY_MS = 1000;
export const A2HS_TRANSITION_MS = 250;
export const INSTALL_PROMPT_TRIES = 20;
export const INSTALL_PROMPT_INTERVAL_MS = 150;
export const ASSET_HASH_FIRST_CHECK_MS = 1500;
export const ASSET_HASH_INTERVAL_MS = 3_600_000;
export const UPDATE_RELOAD_DELAY_MS = 200;
export const PUSH_REGISTER_DELAY_MS = 10_000;
export const PUSH_TOKEN_REFRESH_MS = 7 * 24 * 3_600_000;
export const TOKEN_REFRESH_POLL_MS = 100;
export const SPLASH_MIN_MS = 1200;
export const SPLASH_EXTRA_MS = 200;
export const DOWNLOAD_POPUP_WAIT_S = 20;
export const CONCURRENCY_DEFAULT = 10;
export const CONCURRENCY_GAME_LIST = 2;
export const GET_SPACING_BASE_MS = 120;
export const GET_SPACING_PER_PATH_MS = 30;
export const GET_SPACING_MAX_PATH = 200;
export const HTTP_TIMEOUT_MS = 30_000;
export const PING_TIMEOUT_MS = 15_000;
export const EVENT_PRIMARY_RETRIES = 3;
export const EVENT_FALLBACK_RETRIES = 5;
export const EVENT_BACKOFF_MS = 1000;
export const EVENT_JITTER_MS = 500;
export const CAPTCHA_V4_TIMEOUT_MS = 5000;
export const TRACKING_COOKIE_DAYS = 90;
export const PROFILE_ICON_COUNT = 9;
export const MANIFEST_WAIT_MS = 10_000;
export const APPLE_ICON_WAIT_MS = 5000;
export const OFFLINE_TOAST_MS = 1500;
export const NATIVE_DIRECT_DOWNLOAD_VERSION = '2.4.39';
/** Largest JSON body the reference server reads (and the client sends). */
export const MAX_BODY_BYTES = 64 * 1024;

/** Performance mark the app sets when the first screen is up; the byte budget and the bench split "first screen" from "later" by it. */
export const FIRST_SCREEN_MARK = 'tessera:first-screen';
/** A lazy image still loading this long after its box appeared fades in once loaded; one in by then just appears. */
export const IMAGE_FADE_AFTER_MS = 1000;
