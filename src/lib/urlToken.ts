/**
 * Tokens handed over in the URL (spec section 2: `token` or `tokens`) and the URL switches that
 * disable auto login (redirectUrl, backUrl).
 */

const URL_TOKEN_PARAMS = ['token', 'tokens'] as const;
/** A bearer token is opaque but never needs more than URL-safe characters; anything else is refused. */
const URL_TOKEN_PATTERN = /^[A-Za-z0-9._~-]{8,512}$/;

export interface TakenToken {
  token: string | null;
  /** pathname + search + hash without the token params, for history.replaceState. */
  cleanUrl: string;
  /** True when token params were removed, i.e. the address bar should be replaced even without a valid token. */
  changed: boolean;
}

/** The query key of one `a=b` part, decoded as URLSearchParams would. */
function keyOf(part: string): string {
  const eq = part.indexOf('=');
  const rawKey = eq === -1 ? part : part.slice(0, eq);
  try {
    return decodeURIComponent(rawKey.replace(/\+/g, ' '));
  } catch {
    return rawKey;
  }
}

/**
 * Reads `token` (else `tokens`) from href and returns the URL with both removed. Other params keep
 * their original encoding and order; an invalid token is still removed from the URL, then ignored.
 */
export function takeTokenFromUrl(href: string): TakenToken {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    console.warn('[urlToken] unparsable URL; no token taken');
    return { token: null, cleanUrl: href, changed: false };
  }
  const params = url.searchParams;
  const raw = params.get('token') ?? params.get('tokens');
  let token: string | null = null;
  if (raw !== null) {
    if (URL_TOKEN_PATTERN.test(raw)) token = raw;
    else console.warn('[urlToken] ignored a token with an unexpected format');
  }
  const names: readonly string[] = URL_TOKEN_PARAMS;
  const parts = url.search.slice(1).split('&').filter((part) => part !== '');
  const kept = parts.filter((part) => !names.includes(keyOf(part)));
  const changed = kept.length !== parts.length;
  const search = changed ? (kept.length ? `?${kept.join('&')}` : '') : url.search;
  return { token, cleanUrl: url.pathname + search + url.hash, changed };
}

/** Auto login is skipped when the page was opened with a redirectUrl or backUrl (spec section 4). */
export function autoLoginDisabledByUrl(search: string): boolean {
  const q = new URLSearchParams(search);
  return q.has('redirectUrl') || q.has('backUrl');
}

/**
 * Where index.html's inline head script leaves a token it removed from the address bar before any
 * other request of the page (the value is the raw token text, '' when the params had none).
 */
export const URL_TOKEN_STASH_KEY = 'MC_URL_TOKEN_STASH';

export interface StashStore { getItem(key: string): string | null; removeItem(key: string): void }

/**
 * The token the head script stashed (taken once: the stash is removed), checked like one read from the
 * URL; null when nothing was stashed. changed is true whenever token params were removed.
 */
export function takeStashedToken(store: StashStore): { token: string | null; changed: boolean } | null {
  let raw: string | null;
  try {
    raw = store.getItem(URL_TOKEN_STASH_KEY);
    if (raw !== null) store.removeItem(URL_TOKEN_STASH_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  if (URL_TOKEN_PATTERN.test(raw)) return { token: raw, changed: true };
  if (raw !== '') console.warn('[urlToken] ignored a token with an unexpected format');
  return { token: null, changed: true };
}

/** What member info answered for a URL token; status 0 is no answer at all. */
