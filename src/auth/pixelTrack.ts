/**
 * pixelTrack of spec section 3: the advertising ids a registration is attributed to, or null when there
 * are none. No marketing module exists yet, so this reads the saved landing values, the query and the
 * ad networks' first-party cookies directly.
 */
import { localStore } from '../lib/memoryStorage.ts';
import { carriedParams } from '../lib/tracking.ts';

/** Click ids the landing rules save (query name = pixelTrack name). */
const CLICK_IDS = ['fbclid', 'gclid', 'ttclid', 'kwaiclid', 'cid'] as const;
/** Query-only ids (not carried across pages). */
const QUERY_IDS = ['twclid', 'utm_source', 'bbclid', 'visitor_id', 'kadam_id'] as const;
/** First-party cookies the pixels write. */
const COOKIES: Record<string, string> = { _fbc: 'fbc', _fbp: 'fbp', _ttp: 'ttp', _twclid: 'twclid' };

const SANE = /^[\w.:~-]{1,512}$/;

export interface PixelSources { search: string; cookie: string; saved: URLSearchParams; pixelIds: Record<string, string>; gaId: string | null }

function readCookies(cookie: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of cookie.split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    try {
      out.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()));
    } catch { /* a malformed cookie is not ours to read */ }
  }
  return out;
}

/** Pure: the pixelTrack object for these sources; values that are not plain ids are dropped. */
export function buildPixelTrack(s: PixelSources): Record<string, string> | null {
  const out: Record<string, string> = {};
  const put = (name: string, v: string | null | undefined): void => { if (v && SANE.test(v)) out[name] = v; };
  const q = new URLSearchParams(s.search);
  for (const name of CLICK_IDS) put(name, q.get(name) ?? s.saved.get(name));
  for (const name of QUERY_IDS) put(name, q.get(name));
  const cookies = readCookies(s.cookie);
  for (const [cookie, name] of Object.entries(COOKIES)) put(name, cookies.get(cookie));
  if (Object.keys(out).length === 0) return null;
  // The merchant's pixel ids only matter next to a click or cookie: alone they say nothing about this visitor.
  for (const [network, id] of Object.entries(s.pixelIds)) put(`${network}PixelId`, id);
  put('gtag', s.gaId);
  return out;
}

export function collectPixelTrack(pixelIds: Record<string, string>, gaId: string | null): Record<string, string> | null {
  let cookie = '';
  try { cookie = document.cookie; } catch { /* cookies blocked */ }
  return buildPixelTrack({ search: location.search, cookie, saved: carriedParams(location.search, localStore()), pixelIds, gaId });
}
