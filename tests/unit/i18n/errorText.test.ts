import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ref } from 'valtio';
import { afterEach, describe, expect, it } from 'vitest';
import { CODES } from '../../../contract/serverCodes.ts';
import { LANGUAGES, type Language } from '../../../contract/languages.ts';
import { CLIENT_CODES, INTERNET_LOST_MESSAGE, NETWORK_ERROR_MESSAGE } from '../../../src/api/clientCodes.ts';
import { state } from '../../../src/i18n/state.ts';
import { errorKey, errorMessage, messageForCode } from '../../../src/i18n/errorText.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../../');
const catalogOf = (lang: Language): Record<string, string> =>
  JSON.parse(readFileSync(`${root}src/i18n/locales/${lang.toLowerCase()}.json`, 'utf8')) as Record<string, string>;
const catalogs = Object.fromEntries(LANGUAGES.map((l) => [l, catalogOf(l)])) as Record<Language, Record<string, string>>;

/** Client codes with no text of their own: a network failure keeps its spec section 8 words (they raise the offline banner, not a dialog), an aborted call has nobody waiting. */
const UNTEXTED_CLIENT: readonly string[] = [CLIENT_CODES.network, CLIENT_CODES.encryptionUnavailable, CLIENT_CODES.aborted];
/** Spec section 8: the provider auth/* codes (and the two the sign-in flows add). */
const PROVIDER_CODES = [
  'internal-error', 'argument-error', 'popup-blocked', 'popup-closed-by-user', 'cancelled-popup-request', 'network-request-failed',
  'unauthorized-domain', 'web-storage-unsupported', 'operation-not-supported-in-this-environment', 'invalid-auth-event',
  'invalid-api-key', 'auth-domain-config-required', 'already-initialized', 'missing-multi-factor-info', 'code-expired',
  'invalid-verification-code', 'unknown',
].map((c) => `auth/${c}`);
/** Codes the reference server's captcha stand-in script answers with (server/captcha/provider-script.ts). */
const CAPTCHA_SCRIPT_CODES = ['captcha_error', '60001', '60002'];

type CodeTable = Record<string, string>;
/** Every code table of the contract (CODES, CAPTCHA_CODES, GAME_CODES...), by its exported name: a new feature's codes join by themselves. */
const TABLES: Record<string, CodeTable> = {};
for (const mod of Object.values(import.meta.glob<Record<string, unknown>>('../../../contract/*.ts', { eager: true }))) {
  for (const [name, value] of Object.entries(mod)) {
    if (/^(?:[A-Z]+_)?CODES$/.test(name) && typeof value === 'object' && value !== null) TABLES[name] = { ...TABLES[name], ...(value as CodeTable) };
  }
}

/** Every code a player can be answered with: the server's, the contract's feature codes, the client's and the provider's. */
const INVENTORY: readonly string[] = [...new Set([
  ...Object.values(TABLES).flatMap((t) => Object.values(t)),
  ...Object.values(CLIENT_CODES).filter((c) => !UNTEXTED_CLIENT.includes(c)), ...PROVIDER_CODES, ...CAPTCHA_SCRIPT_CODES,
])];

function serverSources(dir = `${root}server`): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? serverSources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

function use(lang: Language): void {
  state.lang = lang;
  state.catalog = ref({ ...catalogs[lang] });
}

afterEach(() => use('EN'));

describe('the error code inventory', () => {
  const sources = serverSources().map((f) => readFileSync(f, 'utf8'));
  const tables = TABLES;

  it('finds the contract\'s code tables', () => {
    expect(Object.keys(TABLES)).toEqual(expect.arrayContaining(['CODES', 'CAPTCHA_CODES', 'GAME_CODES', 'MEMBER_CODES']));
  });

  it('holds every code constant the server answers with', () => {
    const named = sources.flatMap((s) => [...s.matchAll(/\b([A-Z]+_CODES|CODES)\.(\w+)/g)].map((m) => [m[1]!, m[2]!] as const));
    expect(named.length).toBeGreaterThan(50);
    const unknown = named.filter(([table, name]) => !(table in tables) || !INVENTORY.includes(tables[table]![name] ?? '?'));
    expect(unknown.map(([t, n]) => `${t}.${n}`)).toEqual([]);
  });

  it('holds every literal code the server answers with', () => {
    const literals = sources.flatMap((s) => [...s.matchAll(/(?:HttpError\(\d+|replyFail\(c, \d+|\bfail\()\s*,?\s*'([^']+)'/g)].map((m) => m[1]!));
    expect(literals.filter((c) => !INVENTORY.includes(c))).toEqual([]);
  });
});

describe.each(LANGUAGES)('error texts in %s', (lang) => {
  const catalog = catalogs[lang];

  it('has a non-empty text for every code of the inventory, and messageForCode returns it (not the server text)', () => {
    use(lang);
    const missing = INVENTORY.filter((code) => !(typeof catalog[errorKey(code)] === 'string' && catalog[errorKey(code)]!.trim() !== ''));
    expect(missing).toEqual([]);
    const wrong = INVENTORY.filter((code) => messageForCode(code, 'server words') !== catalog[errorKey(code)]);
    expect(wrong).toEqual([]);
  });

  it('is translated, not the English text', () => {
    if (lang === 'EN') return;
    const keys = [...new Set(INVENTORY.map(errorKey).filter((k) => k.startsWith('err_'))), 'err_field_invalid', 'url_is_null', 'loading_slow', 'status_contact_failed'];
    expect(keys.filter((k) => catalog[k] === catalogs.EN[k])).toEqual([]);
  });

  it('keeps the spec\'s network texts, so a failed connection still raises the offline banner', () => {
    use(lang);
    expect(messageForCode(CLIENT_CODES.network, NETWORK_ERROR_MESSAGE)).toBe(NETWORK_ERROR_MESSAGE);
    expect(messageForCode(CLIENT_CODES.encryptionUnavailable, INTERNET_LOST_MESSAGE)).toBe(INTERNET_LOST_MESSAGE);
  });
});

describe('messageForCode', () => {
  it('names codes by snake case under err_, provider codes by their own key', () => {
    expect(errorKey('login.cred.err')).toBe('err_login_cred_err');
    expect(errorKey('TOO_MANY_REQUEST')).toBe('err_too_many_request');
    expect(errorKey('auth/popup-blocked')).toBe('auth/popup-blocked');
  });

  it('shows the Thai text of a code instead of the server\'s English', () => {
    use('TH');
    expect(errorMessage({ code: 'register.username.exists', message: 'username taken' })).toBe(catalogs.TH.err_username_taken);
  });

  it('falls back to the server text for an unknown code, then to the unknown-error text', () => {
    use('TH');
    expect(messageForCode('some.new.code', 'the server says no')).toBe('the server says no');
    expect(messageForCode('some.new.code', '  ')).toBe(catalogs.TH.unknown_error);
    expect(messageForCode(null, null)).toBe(catalogs.TH.unknown_error);
    expect(errorMessage({ code: null, message: 'plain words' })).toBe('plain words');
  });

  it('reads an unknown provider code as auth/unknown (spec section 8)', () => {
    use('JA');
    expect(messageForCode('auth/something-new', 'Firebase: Error (auth/something-new).')).toBe(catalogs.JA['auth/unknown']);
  });

  it('before the rest of the catalogue is loaded, shows the server text rather than a key', () => {
    const core: Record<string, string> = { unknown_error: catalogs.EN.unknown_error! };
    state.catalog = ref(core);
    expect(messageForCode('login.cred.err', 'wrong username or password')).toBe('wrong username or password');
  });

  it('names the field of a validation refusal by its translated label, never the wire name', () => {
    use('TH');
    const text = messageForCode(CODES.badRequest, 'newPassword must have at most 64 characters');
    expect(text).toContain(catalogs.TH.change_password_new);
    expect(text).not.toContain('newPassword');
    expect(text).toBe(catalogs.TH.err_field_invalid!.replace('{field}', catalogs.TH.change_password_new!));
  });

  it('gives a validation refusal of a field the player does not type the generic text', () => {
    use('TH');
    expect(messageForCode(CODES.badRequest, 'loginDeviceId must be a string, got number')).toBe(catalogs.TH.err_request_invalid);
    expect(messageForCode(CODES.badRequest, null)).toBe(catalogs.TH.err_request_invalid);
  });
});
