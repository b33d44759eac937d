import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contrast, parseHex, readableOn, type Rgb } from '../../../contract/colour.ts';
import { applyTheme } from '../../../src/boot/theme.ts';
import { appBackground, BRAND_KEY, themeTokens, type StoredBrand } from '../../../src/boot/themeTokens.ts';
import { state as ui } from '../../../src/state/ui.ts';
import type { StatusInfo } from '../../../contract/wps.ts';
import { setUrl, statusInfo } from './helpers.ts';

const ORIGIN = 'https://acme.example';
const stored = (): StoredBrand => JSON.parse(localStorage.getItem(BRAND_KEY)!) as StoredBrand;
const rgb = (hex: string): Rgb => parseHex(hex)!;
const template = (colors: Partial<StatusInfo['mobileTemplate']['colors']>, params: Partial<StatusInfo['mobileTemplate']['params']> = {}) => {
  const t = statusInfo().mobileTemplate;
  return { ...t, colors: { ...t.colors, ...colors }, params: { ...t.params, ...params } };
};

beforeEach(() => {
  setUrl(`${ORIGIN}/m/home`);
  document.documentElement.removeAttribute('style');
  localStorage.clear();
  ui.firstScreen = true;
});
afterEach(() => {
  vi.restoreAllMocks();
  ui.firstScreen = false;
});

describe('colour arithmetic', () => {
  it('parses #rgb and #rrggbb only', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('#1E6FD9')).toEqual([30, 111, 217]);
    for (const bad of ['red', '#12345', 'rgb(1,2,3)', '', null, 12]) expect(parseHex(bad)).toBeNull();
  });

  it('contrast is the WCAG ratio', () => {
    expect(contrast([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5);
    expect(contrast(rgb('#777777'), rgb('#777777'))).toBe(1);
  });

  it('readableOn moves a colour until it passes 4.5:1 on every background', () => {
    const bgs = [rgb('#2a0d0d'), rgb('#4a1616')];
    const fixed = readableOn(rgb('#5a2020'), ...bgs);
    for (const bg of bgs) expect(contrast(fixed, bg)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('themeTokens: text stays readable whatever the merchant picks', () => {
  const pairs = (t: Record<string, string>) => [
    ['--c-on-primary', '--c-primary'], ['--c-text', '--c-bg'], ['--c-text', '--c-surface'], ['--c-text', '--c-surface-2'],
    ['--c-muted', '--c-bg'], ['--c-muted', '--c-surface'], ['--c-link', '--c-bg'], ['--c-link', '--c-surface'],
    ['--c-desc', '--c-bg'], ['--c-on-accent', '--c-accent'], ['--c-on-danger', '--c-danger'], ['--c-accent-text', '--c-surface'],
  ].map(([fg, bg]) => [`${fg} on ${bg}`, contrast(rgb(t[fg!]!), rgb(t[bg!]!))] as const);

  it.each([
    ['demo (blue)', { primary: '#1e6fd9', background: '#0b1a33', surface: '#132a4f', text: '#ffffff' }],
    ['lotto (gold on red)', { primary: '#e8a317', background: '#2a0d0d', surface: '#4a1616', text: '#fff7e6' }],
    ['a light theme', { primary: '#ffd400', background: '#ffffff', surface: '#f2f2f2', text: '#222222' }],
    ['a careless one (grey on grey)', { primary: '#777777', background: '#666666', surface: '#6a6a6a', text: '#888888' }],
  ])('%s', (_name, colors) => {
    const t = themeTokens(template(colors, { app_desc_font_color: '#555555' }));
    for (const [pair, ratio] of pairs(t)) expect(ratio, pair).toBeGreaterThanOrEqual(4.5);
  });

  it('gold primary gets dark text, blue primary white text', () => {
    expect(themeTokens(template({ primary: '#e8a317' }))['--c-on-primary']).toBe('#111111');
    expect(themeTokens(template({ primary: '#1f6feb' }))['--c-on-primary']).toBe('#ffffff');
  });

  it('keeps the merchant colours it can, and a readable app_desc_font_color as is', () => {
    const t = themeTokens(template({ primary: '#1e6fd9', background: '#0b1a33', surface: '#132a4f', text: '#ffffff' }, { app_desc_font_color: '#cfe2ff' }));
    expect([t['--c-primary'], t['--c-bg'], t['--c-surface'], t['--c-text'], t['--c-desc']]).toEqual(['#1e6fd9', '#0b1a33', '#132a4f', '#ffffff', '#cfe2ff']);
  });

  it('a malformed colour falls back to the default and is logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const t = themeTokens(template({ primary: 'javascript:alert(1)' }));
    expect(t['--c-primary']).toBe('#1f6feb');
    expect(warn).toHaveBeenCalled();
  });
});

describe('app_background', () => {
  it('a colour fills the page; an image fills it behind a veil of the template background; junk is ignored', () => {
    expect(appBackground('#123456', '#000000', ORIGIN)).toEqual({ '--app-bg-c': '#123456' });
    expect(appBackground('/cdn/acme/background.svg', '#0b1a33', ORIGIN)).toEqual({
      '--app-bg-i': `url("${ORIGIN}/cdn/acme/background.svg")`, '--c-root': '#0b1a33e6',
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(appBackground('javascript:alert(1)', '#000000', ORIGIN)).toEqual({});
    expect(appBackground('', '#000000', ORIGIN)).toEqual({});
  });

  it('a quote in the URL cannot break out of url("...")', () => {
    const v = appBackground('https://cdn.example/a".png', '#000000', ORIGIN)['--app-bg-i']!;
    expect(v.slice(5, -2)).not.toContain('"');
  });

  it('applyTheme sets the page background, and removes it when a later status has none', async () => {
    const s = statusInfo();
    await applyTheme(statusInfo({ mobileTemplate: { ...s.mobileTemplate, params: { ...s.mobileTemplate.params, app_background: '/bg.svg' } } }), ORIGIN);
    expect(document.documentElement.style.getPropertyValue('--app-bg-i')).toBe(`url("${ORIGIN}/bg.svg")`);
    await applyTheme(s, ORIGIN);
    expect(document.documentElement.style.getPropertyValue('--app-bg-i')).toBe('');
    expect(document.documentElement.style.getPropertyValue('--c-root')).toBe('');
  });
});

describe('the brand kept for the next visit', () => {
  it('applyTheme stores the name, the own-origin logo and the tokens', async () => {
    await applyTheme(statusInfo(), ORIGIN);
    const b = stored();
    expect(b.n).toBe('Acme Games');
    expect(b.l).toBe(`${ORIGIN}/cdn/acme/logo.svg`);
    expect(b.v['--c-primary']).toBe('#112233');
    expect(b.v['--c-on-primary']).toBeDefined();
  });

  it('a logo on another origin is not kept', async () => {
    const s = statusInfo();
    await applyTheme(statusInfo({ mobileTemplate: { ...s.mobileTemplate, params: { ...s.mobileTemplate.params, h5_logo: 'https://evil.example/x.png' } } }), ORIGIN);
    expect(stored().l).toBe('');
  });

  it('follows the merchant: a later status with another name replaces it', async () => {
    await applyTheme(statusInfo(), ORIGIN);
    await applyTheme(statusInfo({ merchantName: 'Acme Two' }), ORIGIN);
    expect(stored().n).toBe('Acme Two');
  });

});

describe('applyTheme before the first screen is up', () => {
  it('applies the four colours and the text on primary at once, the derived tokens once the first screen is up', async () => {
    ui.firstScreen = false;
    const done = applyTheme(statusInfo(), ORIGIN);
    const css = document.documentElement.style;
    expect([css.getPropertyValue('--c-primary'), css.getPropertyValue('--c-on-primary')]).toEqual(['#112233', '#ffffff']);
    expect(css.getPropertyValue('--c-muted')).toBe('');
    expect(localStorage.getItem(BRAND_KEY)).toBeNull();
    ui.firstScreen = true;
    await done;
    expect(css.getPropertyValue('--c-muted')).not.toBe('');
    expect(stored().n).toBe('Acme Games');
  });

  it('a malformed core colour is skipped (the default stays) and never reaches the page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    ui.firstScreen = false;
    const s = statusInfo();
    void applyTheme(statusInfo({ mobileTemplate: { ...s.mobileTemplate, colors: { ...s.mobileTemplate.colors, primary: 'red;}' } } }), ORIGIN);
    expect(document.documentElement.style.getPropertyValue('--c-primary')).toBe('');
  });
});

describe('the text on primary applied at once', () => {
  it.each(['#1f6feb', '#e8a317', '#777777', '#767676', '#ffd400', '#123', '#000000', '#ffffff'])('matches the derived one for %s', async (primary) => {
    ui.firstScreen = false;
    void applyTheme(statusInfo({ mobileTemplate: { ...statusInfo().mobileTemplate, colors: { ...statusInfo().mobileTemplate.colors, primary } } }), ORIGIN);
    const early = document.documentElement.style.getPropertyValue('--c-on-primary');
    expect(early).toBe(themeTokens(template({ primary }))['--c-on-primary']);
  });
});
