import type { StatusInfo } from '../../contract/wps';

/** Applies the merchant's colours, title and theme colour (brand.ts links the manifest and icons). */
export function applyTheme(status: StatusInfo): void {
  const root = document.documentElement.style;
  const c = status.mobileTemplate.colors;
  root.setProperty('--c-primary', c.primary);
  root.setProperty('--c-bg', c.background);
  root.setProperty('--c-surface', c.surface);
  root.setProperty('--c-text', c.text);
  document.title = status.merchantName;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', c.primary);
}
