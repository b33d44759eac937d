import { Hono } from 'hono';
import { renderMerchantImage } from '../cdn/render-image.ts';
import type { AppDeps } from '../http/app-env.ts';
import { clip } from '../http/reply.ts';
import { findMerchantByCode } from '../merchants/find-merchant.ts';

/** A year, immutable: an image's URL names one drawing; new art ships under a new name, as on a real CDN. */
const CACHE = 'public, max-age=31536000, immutable';
const HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
  // SVG opened directly must not run script on our origin.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
};

/** GET /cdn/{merchant}/{path}[?w=]: logos, install icons, banners and game tiles drawn in the merchant's colours. */
export function cdnRoutes(deps: Pick<AppDeps, 'db' | 'logWarn'>): Hono {
  const app = new Hono();
  app.get('/cdn/:merchant/*', async (c) => {
    const [, code = '', path = ''] = /^\/cdn\/([^/]+)\/(.+)$/.exec(c.req.path) ?? [];
    const merchant = /^[a-z0-9_-]{1,64}$/i.test(code) ? await findMerchantByCode(deps.db, code) : null;
    if (!merchant) return c.text('Not Found', 404, HEADERS);
    const answer = await renderMerchantImage(merchant, path, {
      width: c.req.query('w'),
      acceptsWebp: /\bimage\/webp\b/.test(c.req.header('Accept') ?? ''),
    });
    if (answer.status === 400) {
      deps.logWarn(`400 bad.image GET ${clip(c.req.path)}: ${answer.message}`);
      return c.text(`Bad Request: ${answer.message}`, 400, HEADERS);
    }
    if (answer.status === 404) return c.text('Not Found', 404, HEADERS);
    const { image } = answer;
    const headers = {
      ...HEADERS, 'Content-Type': image.type, 'Cache-Control': CACHE, ETag: image.etag,
      ...(image.negotiated ? { Vary: 'Accept' } : {}),
    };
    const known = c.req.header('If-None-Match')?.split(',').map((t) => t.trim().replace(/^W\//, ''));
    if (known?.includes(image.etag) || known?.includes('*')) return c.body(null, 304, headers);
    return c.body(new Uint8Array(image.body), 200, headers);
  });

  return app;
}
