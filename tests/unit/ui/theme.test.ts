import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WPS } from '../../../contract/wps.ts';
import { applyBrand } from '../../../src/boot/brand.ts';
import { applyTheme } from '../../../src/boot/theme.ts';
import { setUrl, statusInfo } from './helpers.ts';

const ORIGIN = 'https://acme.example';
const link = (rel: string) => document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
const withIcon = (apple_touch_icon: string) => {
  const s = statusInfo();
  return statusInfo({ mobileTemplate: { ...s.mobileTemplate, params: { ...s.mobileTemplate.params, apple_touch_icon } } });
};

beforeEach(() => {
  setUrl(`${ORIGIN}/m/home`);
  document.head.innerHTML = '<meta name="theme-color" content="#102a56"><title>Lobby</title>';
  document.documentElement.removeAttribute('style');
});
afterEach(() => vi.useRealTimers());

describe('applyTheme', () => {
  it('sets the brand colours, title and theme-color', () => {
    applyTheme(statusInfo());
    const css = document.documentElement.style;
    expect(css.getPropertyValue('--c-primary')).toBe('#112233');
    expect(css.getPropertyValue('--c-bg')).toBe('#000001');
    expect(css.getPropertyValue('--c-surface')).toBe('#000002');
    expect(css.getPropertyValue('--c-text')).toBe('#fffffe');
    expect(document.title).toBe('Acme Games');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#112233');
  });

});

describe('applyBrand: manifest and apple touch icon', () => {
  it('links the per-merchant manifest with merchantCode and a cache-busting time', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    applyBrand(statusInfo({ merchantCode: 'a&b c' }), ORIGIN);
    const href = link('manifest')?.getAttribute('href') ?? '';
    const url = new URL(href, ORIGIN);
    expect(url.pathname).toBe(WPS.manifest);
    expect(url.searchParams.get('merchantCode')).toBe('a&b c');
    expect(url.searchParams.get('_')).toBe('1700000000000');
  });

  it('a second call replaces the manifest link instead of adding one', () => {
    applyBrand(statusInfo({ merchantCode: 'one' }), ORIGIN);
    applyBrand(statusInfo({ merchantCode: 'two' }), ORIGIN);
    const all = document.head.querySelectorAll('link[rel="manifest"]');
    expect(all).toHaveLength(1);
    expect(all[0]!.getAttribute('href')).toContain('merchantCode=two');
  });

  it.each([`${ORIGIN}/cdn/acme/apple-touch-icon.png`, '/cdn/acme/icon.png'])('applies an apple-touch-icon on the own origin (%s)', (icon) => {
    applyBrand(withIcon(icon), ORIGIN);
    expect(new URL(link('apple-touch-icon')?.href ?? '', ORIGIN).origin).toBe(ORIGIN);
  });

  it.each([
    ['another origin', 'https://evil.example/icon.png'],
    ['protocol-relative', '//evil.example/icon.png'],
    ['same host over http', 'http://acme.example/icon.png'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:image/png;base64,AAAA'],
    ['malformed', 'http://[::1'],
    ['empty', ''],
  ])('does not apply an apple-touch-icon from %s', (_label, icon) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    applyBrand(withIcon(icon), ORIGIN);
    expect(link('apple-touch-icon')).toBeNull();
  });
});
