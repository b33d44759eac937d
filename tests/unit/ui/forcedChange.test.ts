import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CODES } from '../../../contract/serverCodes.ts';
import { getMemberInfo } from '../../../src/api/index.ts';
import { URL_TOKEN_STASH_KEY } from '../../../src/lib/urlToken.ts';
import {
  FORCED_CHANGE_KEY, clearForcedChange, clearSession, reloadSession, requirePasswordChange, setSession, state as session,
} from '../../../src/state/session.ts';
import { state as ui } from '../../../src/state/ui.ts';
import { fail, json, setUrl, stubFetch, useWiredMerchant } from './helpers.ts';

const info = (token: string) => ({ spanId: '', id: '1', token, merchantCode: 'demo', userName: 'newbie01', type: 0, firstTimeLogin: true });

afterEach(() => {
  clearSession();
  sessionStorage.clear();
});

describe('the forced password change in session state', () => {
  it('survives a reload of the session from storage, and ends on a successful change', () => {
    setSession(info('TokenAAAA1111'));
    requirePasswordChange();
    expect(session.mustChangePassword).toBe(true);
    session.mustChangePassword = false;
    reloadSession();
    expect(session.mustChangePassword).toBe(true);
    clearForcedChange();
    reloadSession();
    expect(session.mustChangePassword).toBe(false);
  });

  it('ends on logout (session cleared) and is not inherited by another token', () => {
    setSession(info('TokenAAAA1111'));
    requirePasswordChange();
    setSession(info('TokenBBBB2222'));
    expect(session.mustChangePassword).toBe(false);
    requirePasswordChange();
    clearSession();
    expect(session.mustChangePassword).toBe(false);
    expect(sessionStorage.getItem(FORCED_CHANGE_KEY)).toBeNull();
  });

  it('is not set without a session', () => {
    requirePasswordChange();
    expect(session.mustChangePassword).toBe(false);
  });
});

describe('the request layer: any call answering the forced-change code holds the member on /m/changePsw', () => {
  useWiredMerchant();
  beforeEach(() => { vi.spyOn(console, 'warn').mockImplementation(() => {}); });

  it('sets the forced change and shows no alert', async () => {
    setSession(info('TokenAAAA1111'));
    stubFetch(() => json(fail(CODES.passwordChangeRequired, 'change your password first'), 403));
    const env = await getMemberInfo();
    expect(env.code).toBe(CODES.passwordChangeRequired);
    expect(session.mustChangePassword).toBe(true);
    expect(ui.alerts).toEqual([]);
    expect(session.info?.token).toBe('TokenAAAA1111');
  });
});

describe('index.html head script: the URL token leaves the address bar before anything else runs', () => {
  const html = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../index.html'), 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  const inline = [...head.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

  it('is the first element after the charset and fetches nothing', () => {
    expect(inline).toHaveLength(1);
    expect(head.indexOf('<script>')).toBeLessThan(head.search(/<link|<style|<script [^>]*src/));
    expect(inline[0]).not.toMatch(/fetch|XMLHttpRequest|import\(|src=/);
  });

  const run = (url: string) => {
    setUrl(url);
    // eslint-disable-next-line no-new-func
    new Function(inline[0]!)();
  };

  it('moves token (else tokens) into the stash and keeps the other params as they were', () => {
    run('https://acme.example/m/home?a=1&token=Abc.def-123&b=%2Fx&tokens=Other123456#top');
    expect(sessionStorage.getItem(URL_TOKEN_STASH_KEY)).toBe('Abc.def-123');
    expect(location.href).toBe('https://acme.example/m/home?a=1&b=%2Fx#top');
    run('https://acme.example/m/game?tokens=Tok12345678');
    expect(sessionStorage.getItem(URL_TOKEN_STASH_KEY)).toBe('Tok12345678');
    expect(location.href).toBe('https://acme.example/m/game');
  });

  it('strips an encoded key and an empty token too, and leaves a URL without one alone', () => {
    run('https://acme.example/m/home?%74oken=x&r=9');
    expect(location.href).toBe('https://acme.example/m/home?r=9');
    run('https://acme.example/m/home?token&r=9');
    expect(sessionStorage.getItem(URL_TOKEN_STASH_KEY)).toBe('');
    sessionStorage.clear();
    const replace = vi.spyOn(history, 'replaceState');
    run('https://acme.example/m/home?tokenish=1&r=9');
    expect(replace).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(URL_TOKEN_STASH_KEY)).toBeNull();
    replace.mockRestore();
  });
});
