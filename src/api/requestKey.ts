/** URL building and the identity of a GET, shared by in-flight de-duplication and the response cache. */
export type Query = Record<string, string | number | boolean | undefined>;

/** path plus its query; undefined values are left out, the rest keep the caller's order. */
export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, String(value));
  }
  const qs = params.toString();
  if (!qs) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}

/** FNV-1a, 32 bits: tells tokens apart in a key without writing the token itself into storage keys. */
function tokenTag(token: string | null): string {
  if (!token) return '-';
  let h = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) {
    h ^= token.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

export interface KeyParts {
  method: string;
  url: string;
  /** The Authorization value actually sent, or null when none is sent. */
  token: string | null;
  merchant: string | null;
  language: string;
}

/**
 * Two GETs are the same request when method, full URL and sent credentials match; merchant and
 * language go in too because the server answers per Merchant and Language header.
 */
export function requestKey(p: KeyParts): string {
  return `${p.method} ${p.url} a:${tokenTag(p.token)} m:${p.merchant ?? '-'} l:${p.language}`;
}

/** True when key (built by requestKey) is a method request to path, whatever its query and credentials. */
export function isKeyFor(key: string, method: string, path: string): boolean {
  const prefix = `${method} ${path}`;
  return key.startsWith(`${prefix} `) || key.startsWith(`${prefix}?`);
}

/** The path part of a key-bearing URL (no query), as the limiter counts per path. */
export function pathOf(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}
