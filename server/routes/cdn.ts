import { Hono } from 'hono';
import { renderMerchantImage } from '../cdn/render-image.ts';
import type { AppDeps } from '../http/app-env.ts';
import { findMerchantByCode } from '../merchants/find-merchant.ts';

/** Images are drawn from config, not content-hashed: a week is long, yet a colour change still arrives. */
const CACHE = 'public, max-age=604800';

/** GET /cdn/{merchant}/{path}: logos, install icons, banners and game cards drawn in the merchant's colours. */
export function cdnRoutes(deps: Pick<AppDeps, 'db'>): Hono {
  const app = new Hono();
  app.get('/cdn/:merchant/*', async (c) => {
    const [, code = '', path = ''] = /^\/cdn\/([^/]+)\/(.+)$/.exec(c.req.path) ?? [];
    const merchant = /^[a-z0-9_-]{1,64}$/i.test(code) ? await findMerchantByCode(deps.db, code) : null;
    if (!merchant) return c.text('Not Found', 404);
    const image = renderMerchantImage(merchant, path);
    if (!image) return c.text('Not Found', 404);
    return c.body(typeof image.body === 'string' ? image.body : new Uint8Array(image.body), 200, {
      'Content-Type': image.type === 'image/svg+xml' ? 'image/svg+xml; charset=utf-8' : image.type,
      'Cache-Control': CACHE,
      'Access-Control-Allow-Origin': '*',
      // SVG opened directly must not run script on our origin.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });

  return app;
}
