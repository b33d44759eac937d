import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatusInfo } from '../../../contract/wps.ts';
import { applyBrand, sameOriginUrl } from '../../../src/boot/brand.ts';

const origin = 'https://www.demo.example';

function status(over: Partial<StatusInfo['mobileTemplate']['params']> = {}): StatusInfo {
  const params = {
    h5_logo: `${origin}/cdn/demo/logo.svg`, apple_touch_icon: `${origin}/cdn/demo/apple-touch-icon.png`,
    pwa: { title: 'Demo', icons: { '192': `${origin}/cdn/demo/icon-192.png`, '256': '', '384': '', '512': '' } },
    ...over,
  };
  return { merchantCode: 'demo', mobileTemplate: { params } } as unknown as StatusInfo;
}

const href = (rel: string) => document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`)?.getAttribute('href') ?? null;

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="splash"></div>';
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('sameOriginUrl', () => {
  it('compares parsed origins, not prefixes', () => {
    expect(sameOriginUrl(`${origin}/cdn/x.png`, origin)).toBe(`${origin}/cdn/x.png`);
    expect(sameOriginUrl('/cdn/x.png', origin)).toBe(`${origin}/cdn/x.png`);
    for (const bad of [`${origin}.evil.com/x.png`, `${origin}@evil.com/x.png`, 'https://evil.com/x.png', '//evil.com/x.png', 'javascript:alert(1)', '', 42]) {
      expect(sameOriginUrl(bad, origin), String(bad)).toBeNull();
    }
  });
});

describe('applyBrand', () => {
  it('links the merchant manifest, apple touch icon, favicon and splash logo', () => {
    applyBrand(status(), origin);
    expect(href('manifest')).toMatch(/^\/wps\/system\/manifest\.json\?_=\d+&merchantCode=demo$/);
    expect(href('apple-touch-icon')).toBe(`${origin}/cdn/demo/apple-touch-icon.png`);
    expect(href('icon')).toBe(`${origin}/cdn/demo/icon-192.png`);
    expect(document.querySelector<HTMLImageElement>('#splash img.splash-logo')?.getAttribute('src')).toBe(`${origin}/cdn/demo/logo.svg`);
  });

  it('keeps a manifest link that already names this merchant, so it is fetched once', () => {
    applyBrand(status(), origin);
    const first = href('manifest');
    applyBrand(status(), origin);
    expect(href('manifest')).toBe(first);
  });

  it('ignores images on other origins with a log line', () => {
    applyBrand(status({ h5_logo: 'https://evil.com/logo.svg', apple_touch_icon: `${origin}.evil.com/a.png`, pwa: { title: '', icons: { '192': '//evil.com/i.png', '256': '', '384': '', '512': '' } } }), origin);
    expect(href('apple-touch-icon')).toBeNull();
    expect(href('icon')).toBeNull();
    expect(document.querySelector('#splash img')).toBeNull();
    expect(console.warn).toHaveBeenCalledTimes(3);
  });
});
