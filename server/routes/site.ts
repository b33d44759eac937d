import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono, type Context } from 'hono';
import { BASE, isAppPath, isIndexable, stripBase } from '../../contract/routes.ts';
import { requestHostname } from '../http/merchant-context.ts';
import { GzipCache, isCompressible } from '../static/gzip-cache.ts';
import { acceptsGzip, GZIP_MIN_BYTES, textAnswer } from '../http/reply.ts';
import { contentTypeOf, etagMatches, etagOf, findDistFile, hasExtension, type DistFile } from '../static/dist-files.ts';
import { inlineScriptHashes } from '../static/inline-scripts.ts';
import { injectRobots, NOINDEX_META } from '../static/robots.ts';
import { injectBrand } from '../static/brand-slot.ts';
import { injectPageShell } from '../static/page-shell.ts';
import { moduleScriptLinks } from '../static/module-links.ts';
import { injectPreloads, pagePreloadsOf } from '../static/page-preloads.ts';
import type { Merchant } from '../merchants/merchant-config.ts';

/** The host's merchant for the first-visit brand, or null (an unknown host keeps the neutral shell). */
export type MerchantOf = (hostname: string) => Promise<Merchant | null>;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_FOUND_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">${NOINDEX_META}<meta name="viewport" content="width=device-width,initial-scale=1"><title>Page not found</title></head><body><h1>Page not found</h1><p><a href="${BASE}/home">Go to the home page</a></p></body></html>`;

/** The built site under /m/ from distDir; history fallback only for the app's own routes. */
export function siteRoutes(distDir: string, merchantOf: MerchantOf = async () => null, warn: (line: string) => void = () => {}): Hono {
  const app = new Hono();
  const gzipped = new GzipCache();

  app.get('/', (c) => c.redirect(`${BASE}/${new URL(c.req.url).search}`, 302));

  app.get(BASE, (c) => serveIndex(c, distDir, merchantOf, warn));
  app.get(`${BASE}/*`, async (c) => {
    const rest = stripBase(c.req.path) ?? '/';
    if (rest === '/' || rest === '/index.html') return serveIndex(c, distDir, merchantOf, warn);
    const file = await findDistFile(distDir, rest);
    if (file) return serveFile(c, file, cacheControlFor(rest), gzipped);
    if (isAppPath(c.req.path)) return serveIndex(c, distDir, merchantOf, warn);
    // Checked only on a miss, so a file that exists costs no extra disk call.
    if (!existsSync(join(distDir, 'index.html'))) return notBuilt(c);
    // A missing script or image must fail loudly, never come back as the HTML shell.
    if (rest.startsWith('/assets/') || hasExtension(rest)) return c.text('Not Found', 404, { 'Cache-Control': 'no-cache' });
    return c.html(NOT_FOUND_PAGE, 404, { 'X-Robots-Tag': 'noindex', 'Cache-Control': 'no-cache' });
  });

  return app;
}

/** Hashed assets are immutable; the service worker and everything unhashed revalidate every time. */
function cacheControlFor(rest: string): string {
  return rest.startsWith('/assets/') ? IMMUTABLE : 'no-cache';
}

function notBuilt(c: Context): Response {
  return c.text('The site is not built yet: run `npm run build` (or point DIST_DIR at a built site).', 503, { 'Retry-After': '30' });
}

async function serveFile(c: Context, file: DistFile, cacheControl: string, gzipped: GzipCache): Promise<Response> {
  const etag = etagOf(file);
  const type = contentTypeOf(file.path);
  const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': cacheControl, ETag: etag };
  const compressible = isCompressible(type) && file.size >= GZIP_MIN_BYTES;
  if (compressible) headers.Vary = 'Accept-Encoding';
  // The worker lives at /m/sw.js and controls /m/; the header states that scope explicitly.
  if (c.req.path === `${BASE}/sw.js`) headers['Service-Worker-Allowed'] = `${BASE}/`;
  if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
  if (compressible && c.req.method !== 'HEAD' && acceptsGzip(c.req.header('Accept-Encoding'))) {
    // Compressed once and kept (the compress middleware leaves an answer with Content-Encoding alone).
    const body = await gzipped.get(file);
    return c.body(body, 200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': String(body.byteLength) });
  }
  const raw = new Uint8Array(await readFile(file.path));
  // With its length, a short file is left as it is by the compress middleware (gzip would only make it longer).
  return c.body(raw, 200, { ...headers, 'Content-Length': String(raw.byteLength) });
}

async function serveIndex(c: Context, distDir: string, merchantOf: MerchantOf, warn: (line: string) => void): Promise<Response> {
  const file = await findDistFile(distDir, 'index.html');
  if (!file) return notBuilt(c);
  const indexable = isIndexable(c.req.path, requestHostname(c));
  const merchant = await merchantOf(requestHostname(c)).catch((e: unknown) => { warn(`site: no brand for the shell: ${String(e)}`); return null; });
  const appPath = stripBase(c.req.path) ?? '/';
  const branded = injectBrand(injectRobots(await readFile(file.path, 'utf8'), indexable), merchant, new URL(c.req.url).origin, warn);
  const html = injectPreloads(injectPageShell(branded, merchant, appPath, new URL(c.req.url).origin), await pagePreloadsOf(distDir, warn), appPath, merchant?.config.defaultLanguage ?? null);
  const headers: Record<string, string> = { 'Cache-Control': 'no-cache' };
  if (!indexable) headers['X-Robots-Tag'] = 'noindex';
  const links = moduleScriptLinks(html);
  if (links) headers.Link = links;
  // The page policy (security-headers.ts) lets exactly these inline scripts run.
  c.set('inlineScriptHashes', inlineScriptHashes(html));
  // Made for this request (brand, shell): gzipped in one call and sent with its length, one write, not a stream.
  return textAnswer(c, html, 200, { ...headers, 'Content-Type': 'text/html; charset=UTF-8' });
}
