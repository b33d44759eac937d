import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '../../../contract/languages.ts';
import type * as I18n from '../../../src/i18n/index.ts';

let i18n: typeof I18n;

// A fresh module per test: no catalogue loaded, state back to its initial value.
beforeEach(async () => {
  vi.resetModules();
  document.documentElement.lang = '';
  document.documentElement.dir = '';
  i18n = await import('../../../src/i18n/index.ts');
});

afterEach(() => {
  vi.doUnmock('../../../src/i18n/catalog.ts');
  vi.restoreAllMocks();
});

const html = document.documentElement;

describe('setLanguage', () => {
  it('sets lang, dir and the catalogue for a language on offer', async () => {
    expect(await i18n.setLanguage('JA', LANGUAGES)).toBe('JA');
    expect(i18n.state).toMatchObject({ lang: 'JA', dir: 'ltr', ready: true });
    expect(html.lang).toBe('ja');
    expect(html.dir).toBe('ltr');
    expect(i18n.t('nav_login')).toBe('ログイン');
    expect(i18n.intlLocale()).toBe('ja');
  });

  it('sets rtl for UR and ltr for UR-LA', async () => {
    await i18n.setLanguage('UR', LANGUAGES);
    expect([html.lang, html.dir, i18n.state.dir]).toEqual(['ur', 'rtl', 'rtl']);
    await i18n.setLanguage('UR-LA', LANGUAGES);
    expect([html.lang, html.dir, i18n.state.dir]).toEqual(['ur-Latn', 'ltr', 'ltr']);
    await i18n.loadFullCatalog();
    expect(i18n.t('back')).toBe('Wapas');
  });

  it('maps PT-BR to pt-BR and the lower-cased file', async () => {
    await i18n.setLanguage('pt-br', LANGUAGES);
    expect(i18n.state.lang).toBe('PT-BR');
    expect(html.lang).toBe('pt-BR');
    await i18n.loadFullCatalog();
    expect(i18n.t('login_password')).toBe('Senha');
  });

  it('maps the codes that are not ISO tags (MY, TY, TW, CN) to their BCP 47 tags', async () => {
    const tags: Record<string, string> = { MY: 'my', TY: 'fil', TW: 'zh-TW', CN: 'zh-CN', KK: 'kk' };
    for (const [code, tag] of Object.entries(tags)) {
      await i18n.setLanguage(code, LANGUAGES);
      expect(html.lang).toBe(tag);
    }
  });

  it('falls back to EN for an unknown code', async () => {
    expect(await i18n.setLanguage('XX', ['JA', 'EN'])).toBe('EN');
    expect(html.lang).toBe('en');
    expect(i18n.t('nav_home')).toBe('Home');
  });

  it('falls back to the first offered language when EN is not offered', async () => {
    expect(await i18n.setLanguage('XX', ['TH', 'VI'])).toBe('TH');
    expect(await i18n.setLanguage('JA', ['TH', 'VI'])).toBe('TH');
    expect(html.lang).toBe('th');
  });

  it("falls back to the merchant's default when it is offered", async () => {
    expect(await i18n.setLanguage('XX', ['TH', 'VI'], 'VI')).toBe('VI');
  });

  it('keeps the previous catalogue when a catalogue fails to load, and does not throw', async () => {
    vi.resetModules();
    vi.doMock('../../../src/i18n/catalog.ts', async (importOriginal) => {
      const real = await importOriginal<typeof import('../../../src/i18n/catalog.ts')>();
      return { ...real, loadCatalog: (code: string) => (code === 'JA' ? Promise.reject(new Error('network down')) : real.loadCatalog(code as 'FR')) };
    });
    i18n = await import('../../../src/i18n/index.ts');
    await i18n.setLanguage('FR', LANGUAGES);
    await i18n.loadFullCatalog();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(i18n.setLanguage('JA', LANGUAGES)).resolves.toBe('FR');
    expect(error).toHaveBeenCalledOnce();
    expect(i18n.state.lang).toBe('FR');
    expect(html.lang).toBe('fr');
    expect(i18n.t('close')).toBe('Fermer');
  });

  it('lets the latest call win when two switches overlap', async () => {
    const first = i18n.setLanguage('KO', LANGUAGES);
    const second = i18n.setLanguage('VI', LANGUAGES);
    await Promise.all([first, second]);
    expect(i18n.state.lang).toBe('VI');
    expect(html.lang).toBe('vi');
  });

  it('ships the first screen\'s keys first, the rest on loadFullCatalog, and both parts on a later switch', async () => {
    await i18n.setLanguage('TH', LANGUAGES);
    expect(i18n.t('nav_home')).not.toBe('nav_home');
    expect(i18n.t('login_password')).toBe('login_password');
    await i18n.loadFullCatalog();
    expect(i18n.t('login_password')).not.toBe('login_password');
    await i18n.setLanguage('VI', LANGUAGES);
    expect(i18n.t('login_password')).not.toBe('login_password');
  });
});

describe('t', () => {
  it('returns the key itself before any catalogue is loaded', () => {
    expect(i18n.state.ready).toBe(false);
    expect(i18n.t('nav_home')).toBe('nav_home');
  });

  it('interpolates {name} placeholders, numbers included', async () => {
    await i18n.setLanguage('EN', LANGUAGES);
    expect(i18n.t('see_all', { name: 'Slots' })).toBe('See all: Slots');
    expect(i18n.t('game_count', { count: 12 })).toBe('12 games');
    await i18n.setLanguage('KO', LANGUAGES);
    expect(i18n.t('game_count', { count: 3 })).toBe('게임 3개');
  });

  it('leaves an unknown placeholder visible', async () => {
    await i18n.setLanguage('EN', LANGUAGES);
    expect(i18n.t('see_all', { title: 'Slots' })).toBe('See all: {name}');
  });

  it('falls back to the key for a key no catalogue has', async () => {
    await i18n.setLanguage('JA', LANGUAGES);
    expect(i18n.t('no_such_key' as I18n.MessageKey)).toBe('no_such_key');
  });

  it('falls back to English when the current catalogue lacks a key and English is loaded', async () => {
    await i18n.setLanguage('EN', LANGUAGES);
    i18n.state.catalog = { nav_home: 'Casa' };
    expect(i18n.t('nav_home')).toBe('Casa');
    expect(i18n.t('nav_login')).toBe('Log in');
  });
});

describe('languageForRequests', () => {
  it('names a chosen language while its catalogue loads, so calls made meanwhile carry it', async () => {
    expect(i18n.languageForRequests()).toBe('EN');
    const pending = i18n.setLanguage('TH', ['TH', 'EN'], 'TH');
    // The catalogue has not arrived: the screen still says EN, but calls already say TH.
    expect(i18n.state.lang).toBe('EN');
    expect(i18n.languageForRequests()).toBe('TH');
    await pending;
    expect([i18n.state.lang, i18n.languageForRequests()]).toEqual(['TH', 'TH']);
  });

  it('goes back to the language on screen when the chosen catalogue fails to load', async () => {
    vi.resetModules();
    vi.doMock('../../../src/i18n/catalog.ts', () => ({
      loadCatalog: () => Promise.reject(new Error('offline')),
      loadMoreCatalog: () => Promise.reject(new Error('offline')),
    }));
    const fresh = await import('../../../src/i18n/index.ts');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pending = fresh.setLanguage('JA', LANGUAGES);
    expect(fresh.languageForRequests()).toBe('JA');
    await pending;
    expect([fresh.state.lang, fresh.languageForRequests()]).toEqual(['EN', 'EN']);
  });
});
