import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../contract/languages.ts';
import { LOGIN_PROVIDER_IDS, LOGIN_PROVIDERS, loginProvider } from '../../../contract/loginProviders.ts';
import { LOGIN_TYPES } from '../../../contract/wps.ts';
import { CLIENT_PROVIDERS, PROVIDERS } from '../../../src/social/providers/index.ts';
import { SERVER_PROVIDERS, providerOfType } from '../../../server/social/providers/index.ts';

const locale = (lang: string): Record<string, string> => JSON.parse(readFileSync(`src/i18n/locales/${lang.toLowerCase()}.json`, 'utf8')) as Record<string, string>;

describe('login-provider registry (one row of contract/loginProviders.ts, one module per side, its catalogue key)', () => {
  it.each(LOGIN_PROVIDERS.map((p) => p.id))('%s has a client module and a server module describing it', async (id) => {
    const client = (await import(`../../../src/social/providers/${id}.ts`) as Record<string, unknown>)[id];
    const server = (await import(`../../../server/social/providers/${id}.ts`) as Record<string, unknown>)[id];
    expect(client).toBe(CLIENT_PROVIDERS[id]);
    expect(server).toBe(SERVER_PROVIDERS[id]);
    expect(CLIENT_PROVIDERS[id].row).toBe(loginProvider(id));
    expect(SERVER_PROVIDERS[id].row).toBe(loginProvider(id));
    // A provider logs in somehow: its own path, or its credential in the encrypted login the server verifies.
    expect(SERVER_PROVIDERS[id].login ?? SERVER_PROVIDERS[id].verify).toBeTypeOf('function');
  });

  it.each(LANGUAGES)('every provider button has its text in %s', (lang) => {
    const catalogue = locale(lang);
    for (const p of PROVIDERS) expect(catalogue[p.label], `${p.label} in ${lang}`).toMatch(/\S/);
  });

  it('no module exists for a provider the contract does not list', () => {
    expect(Object.keys(CLIENT_PROVIDERS).sort()).toEqual([...LOGIN_PROVIDER_IDS].sort());
    expect(Object.keys(SERVER_PROVIDERS).sort()).toEqual([...LOGIN_PROVIDER_IDS].sort());
  });

  it('rows are consistent: unique ids and orders, known login types, own paths under the session login', () => {
    expect(new Set(LOGIN_PROVIDERS.map((p) => p.id)).size).toBe(LOGIN_PROVIDERS.length);
    expect(new Set(LOGIN_PROVIDERS.map((p) => p.order)).size).toBe(LOGIN_PROVIDERS.length);
    for (const p of LOGIN_PROVIDERS) {
      if (p.type) expect(LOGIN_TYPES).toContain(p.type);
      if (p.path) expect(p.path).toMatch(/^\/wps\/session\/login\/[a-z]+$/);
      // A credential sent in a request has both its login and its registration field, or neither (the wallet).
      expect(p.loginField === null).toBe(p.registerField === null);
      expect(p.path !== null || p.type !== null).toBe(true);
    }
  });

  it('buttons follow the rows\' order, and each provider type of the wire has a server verifier', () => {
    const orders = PROVIDERS.map((p) => p.row.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    for (const type of LOGIN_TYPES.filter((t) => t !== 'username' && t !== 'sms')) {
      expect(providerOfType(type)?.verify, type).toBeTypeOf('function');
    }
  });
});
