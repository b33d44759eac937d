/**
 * The help script answer (WPSCORE_getCustomerServiceScript, production-wire D11) is HTML with script tags that
 * production injects as it is. Here only external scripts from allowed hosts are kept: inline code, other tags
 * and foreign hosts are dropped and logged.
 */

/** Allowed: this site, the merchant's main domain and its subdomains, its image CDNs; https only off this site. */
export function allowedScriptHost(url: URL, here: URL, mainDomain: string, cdns: readonly string[]): boolean {
  if (url.origin === here.origin) return true;
  if (url.protocol !== 'https:') return false;
  const host = url.hostname;
  const main = mainDomain.toLowerCase();
  if (main && (host === main || host.endsWith(`.${main}`))) return true;
  return cdns.some((c) => {
    try {
      return new URL(c, here).hostname === host;
    } catch {
      return false;
    }
  });
}

/** The absolute src of each allowed script tag, in order; DOMParser runs nothing and loads nothing. */
export function scriptSources(html: string, here: string, mainDomain: string, cdns: readonly string[]): string[] {
  if (!html.trim()) return [];
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const base = new URL(here);
  const out: string[] = [];
  let dropped = 0;
  for (const el of doc.querySelectorAll('script')) {
    const src = el.getAttribute('src');
    let url: URL | null = null;
    try {
      url = src ? new URL(src, base) : null;
    } catch {
      url = null;
    }
    if (url && (url.protocol === 'https:' || url.protocol === 'http:') && allowedScriptHost(url, base, mainDomain, cdns)) out.push(url.href);
    else dropped++;
  }
  const others = doc.body.querySelectorAll(':not(script)').length + doc.head.querySelectorAll(':not(script)').length;
  if (dropped + others > 0) console.warn(`customer service: ${dropped} script(s) and ${others} other element(s) of the help script refused`);
  return out;
}
