import { BASE } from '../../contract/routes.ts';

const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*>/g;

/**
 * The page's module scripts as a Link header: the browser starts them when the response's headers arrive, before any
 * HTML is parsed, instead of when the parser reaches their tags. `preload; as=script; crossorigin` is what the module
 * fetch reuses (same mode and credentials); Chromium does not act on `modulepreload` in a header. Only the build's own
 * hashed files (/m/assets/), in the page's order; null when there are none.
 */
export function moduleScriptLinks(html: string): string | null {
  const links = [...html.matchAll(MODULE_SCRIPT)]
    .map((m) => m[1]!)
    .filter((src) => src.startsWith(`${BASE}/assets/`) && /^[\w/.-]+$/.test(src))
    .map((src) => `<${src}>; rel=preload; as=script; crossorigin`);
  return links.length > 0 ? links.join(', ') : null;
}
