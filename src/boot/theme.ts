import type { StatusInfo } from '../../contract/wps';
import { WPS } from '../../contract/wps';

function setLink(rel: string, href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.append(link);
  }
  link.href = href;
}

/** True when url parses to the page's own origin: merchant assets applied to the page must be ours. */
export function isOwnHost(url: string, origin: string): boolean {
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}

/** Applies the merchant's brand: colours, title, theme colour and the per-merchant manifest. */
export function applyTheme(status: StatusInfo): void {
  const root = document.documentElement.style;
  const c = status.mobileTemplate.colors;
  root.setProperty('--c-primary', c.primary);
  root.setProperty('--c-bg', c.background);
  root.setProperty('--c-surface', c.surface);
  root.setProperty('--c-text', c.text);
  document.title = status.merchantName;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', c.primary);
  setLink('manifest', `${WPS.manifest}?_=${Date.now()}&merchantCode=${encodeURIComponent(status.merchantCode)}`);
  const apple = status.mobileTemplate.params.apple_touch_icon;
  if (apple && isOwnHost(apple, location.origin)) setLink('apple-touch-icon', apple);
}
