import { describe, expect, it } from 'vitest';
import { ready, url } from './browser';
import { persistentPhone } from './install-context';

describe.each([
  { host: 'localhost', code: 'demo' },
  { host: 'www.lotto.localhost', code: 'lotto' },
])('installability of $code', ({ host, code }) => {
  it('links the merchant manifest and reports no installability errors once the worker controls /m/', async () => {
    const { context, page, close } = await persistentPhone();
    try {
      await page.goto(url('/m/home', host));
      await ready(page);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload();
      await ready(page);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const links = await page.evaluate(() => ({
        manifest: document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? '',
        apple: (document.querySelector('link[rel="apple-touch-icon"]') as HTMLLinkElement | null)?.href ?? '',
        icon: (document.querySelector('link[rel="icon"]') as HTMLLinkElement | null)?.href ?? '',
        origin: location.origin,
      }));
      expect(links.manifest).toMatch(new RegExp(`^/wps/system/manifest\\.json\\?_=\\d+&merchantCode=${code}$`));
      expect(new URL(links.apple).origin).toBe(links.origin);
      expect(new URL(links.icon).origin).toBe(links.origin);
      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
      expect(manifest.url).toContain(`merchantCode=${code}`);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await close();
    }
  });
});
