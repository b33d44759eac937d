/**
 * The `go` rule (spec sections 2 and 5: accepted only if it starts with /m/), shared by the page's
 * post-login target and the service worker's notification target. Anything that could leave the
 * origin or escape the /m base after normalisation is refused outright; so is any absolute URL,
 * even one on this origin: the rule is a path, and a path is all a caller may pass on.
 */
import { BASE } from './routes.ts';

// The contract compiles without DOM or WebWorker libs; both runtimes that call this have URL.
interface ParsedUrl { origin: string; pathname: string; search: string; hash: string; username: string; password: string }
declare const URL: new (url: string, base?: string) => ParsedUrl;

export const GO_MAX_LENGTH = 2000;

const BASE_PREFIX = `${BASE}/`;
// Raw text: controls, space and any Unicode whitespace (URL parsing silently strips tab, CR, LF and edges).
const RAW_FORBIDDEN = /[\u0000-\u0020\u007f-\u009f\s]/u;
// Decoded text: controls only, so an encoded space (%20) in a query value stays acceptable.
const DECODED_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const HTTP_ABSOLUTE = /^https?:\/\/[^/\\]/i;

/** Splits off the path (before ? or #) so dot-segment checks ignore query values. */
function pathPart(s: string): string {
  const cut = s.search(/[?#]/);
  return cut === -1 ? s : s.slice(0, cut);
}

function hasDotSegment(path: string): boolean {
  return path.split('/').some((seg) => seg === '.' || seg === '..');
}

/** Structural checks applied to both the raw and the percent-decoded text. */
function looksHostile(s: string, forbidden: RegExp): boolean {
  if (s.includes('\\') || forbidden.test(s)) return true;
  const path = pathPart(s);
  const afterScheme = HTTP_ABSOLUTE.test(s) ? path.replace(/^https?:\/\/[^/]*/i, '') : path;
  return afterScheme.includes('//') || hasDotSegment(afterScheme) || afterScheme.includes('@');
}

/**
 * The go rule: the normalised `pathname + search + hash` of a path beginning /m/, else null; origin is the
 * page origin, e.g. location.origin. absoluteOk is for a game's backUrl only (not go): it also takes an
 * absolute http(s) URL on exactly this origin, reduced to its /m/ path.
 */
export function safeGo(raw: string | null | undefined, origin: string, absoluteOk = false): string | null {
  if (typeof raw !== 'string' || raw === '' || raw.length > GO_MAX_LENGTH) return null;
  // Encoded dots hide dot segments; %25 hides a second layer of encoding from every check below.
  if (/%2e|%25/i.test(raw)) return null;
  if (looksHostile(raw, RAW_FORBIDDEN)) return null;

  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null; // malformed percent-encoding
  }
  if (looksHostile(decoded, DECODED_FORBIDDEN)) return null;

  // Relative targets must literally start with /m/; absolute ones (backUrl only) must be http(s) with an authority.
  if (SCHEME.test(raw)) {
    if (!absoluteOk || !HTTP_ABSOLUTE.test(raw)) return null;
  } else if (!raw.startsWith(BASE_PREFIX)) {
    return null;
  }

  let base: ParsedUrl;
  let url: ParsedUrl;
  try {
    base = new URL(origin);
    url = new URL(raw, base.origin);
  } catch {
    return null;
  }
  if (url.origin !== base.origin || url.username !== '' || url.password !== '') return null;
  if (!url.pathname.startsWith(BASE_PREFIX)) return null;
  return url.pathname + url.search + url.hash;
}
