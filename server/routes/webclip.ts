import { Hono } from 'hono';
import { MOBILECONFIG_CONTENT_TYPE, WEBCLIP_FILE } from '../../contract/install.ts';
import { renderMerchantImage } from '../cdn/render-image.ts';
import type { AppDeps } from '../http/app-env.ts';
import { requestHostname, requestOrigin } from '../http/merchant-context.ts';
import { clip } from '../http/reply.ts';
import { findMerchantByHost } from '../merchants/find-merchant.ts';
import { buildWebclipProfile } from '../services/webclip-profile.ts';

/** Apple's touch icon (180 px PNG), drawn by the image CDN. */
const ICON_PATH = 'apple-touch-icon.png';

/**
 * GET /cdn/{merchant}/webclip.mobileconfig: the iOS lite configuration profile (resource MOBILECONFIG).
 * Registered before the image CDN. The clip opens the host it was downloaded from, so the host must be
 * the merchant's own and the merchant must offer web clips (WEBCLIP); anything else is a plain 404.
 */
export function webclipRoutes(deps: Pick<AppDeps, 'db' | 'logWarn'>): Hono {
  const app = new Hono();
  app.get(`/cdn/:merchant/${WEBCLIP_FILE}`, async (c) => {
    const code = c.req.param('merchant');
    const found = /^[a-z0-9_-]{1,64}$/i.test(code) ? await findMerchantByHost(deps.db, requestHostname(c)) : null;
    const merchant = found?.merchant;
    if (!merchant || merchant.code.toLowerCase() !== code.toLowerCase() || !merchant.config.whitelabel.WEBCLIP) {
      deps.logWarn(`404 not.found GET ${clip(c.req.path)}: no web clip for this merchant on this host`);
      return c.text('Not Found', 404, { 'Cache-Control': 'no-cache' });
    }
    const icon = await renderMerchantImage(merchant, ICON_PATH);
    if (icon.status !== 200) throw new Error(`no touch icon for ${merchant.code}`);
    const body = buildWebclipProfile(merchant, requestOrigin(c), icon.image.body);
    return c.body(body, 200, {
      'Content-Type': MOBILECONFIG_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${merchant.code}.mobileconfig"`,
      // The profile names the host it was fetched from: never shared between hosts by a cache.
      'Cache-Control': 'no-cache',
      Vary: 'Host',
    });
  });
  return app;
}
