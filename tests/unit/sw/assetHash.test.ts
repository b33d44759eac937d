import { afterEach, describe, expect, it, vi } from 'vitest';
import { ASSET_MANIFEST_URL, parseAssetManifest } from '../../../contract/pwa.ts';
import { compareAndStoreHash, fetchAssetHash, PWA_HASH_KEY } from '../../../src/pwa/assetHash.ts';

afterEach(() => vi.restoreAllMocks());

describe('parseAssetManifest', () => {
  it('accepts exactly a hex hash', () => {
    expect(parseAssetManifest({ hash: '0cbc75a5d8cd8b0b' })).toEqual({ hash: '0cbc75a5d8cd8b0b' });
    for (const bad of [null, [], 'x', {}, { hash: 42 }, { hash: '<script>' }, { hash: 'abc' }, { hash: 'A'.repeat(16) }, { hash: 'a'.repeat(65) }]) {
      expect(parseAssetManifest(bad), JSON.stringify(bad)).toBeNull();
    }
  });
});

describe('fetchAssetHash', () => {
  it('asks the manifest with no-store and returns its hash', async () => {
    const fetchFn = vi.fn(async () => new Response('{"hash":"0123456789abcdef"}'));
    expect(await fetchAssetHash(fetchFn as unknown as typeof fetch)).toBe('0123456789abcdef');
    expect(fetchFn).toHaveBeenCalledWith(ASSET_MANIFEST_URL, expect.objectContaining({ cache: 'no-store' }));
  });

  it('gives null (logged) for an error status, HTML, a malformed body or no network', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const answers = [
      async () => new Response('{"hash":"0123456789abcdef"}', { status: 404 }),
      async () => new Response('<!doctype html><p>shell</p>'),
      async () => new Response('{"hash":"../../etc"}'),
      async () => { throw new TypeError('offline'); },
    ];
    for (const answer of answers) expect(await fetchAssetHash(answer as unknown as typeof fetch)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(answers.length);
  });
});

describe('compareAndStoreHash', () => {
  it('stores the first hash, then reports and stores a change', () => {
    expect(compareAndStoreHash(localStorage, 'aaaaaaaaaaaaaaaa')).toBe('first');
    expect(localStorage.getItem(PWA_HASH_KEY)).toBe('aaaaaaaaaaaaaaaa');
    expect(compareAndStoreHash(localStorage, 'aaaaaaaaaaaaaaaa')).toBe('same');
    expect(compareAndStoreHash(localStorage, 'bbbbbbbbbbbbbbbb')).toBe('changed');
    expect(localStorage.getItem(PWA_HASH_KEY)).toBe('bbbbbbbbbbbbbbbb');
    expect(compareAndStoreHash(localStorage, 'bbbbbbbbbbbbbbbb')).toBe('same');
  });

  it('treats a tampered stored value as a first visit, not an update', () => {
    localStorage.setItem(PWA_HASH_KEY, '<img onerror=x>');
    expect(compareAndStoreHash(localStorage, 'aaaaaaaaaaaaaaaa')).toBe('first');
    expect(localStorage.getItem(PWA_HASH_KEY)).toBe('aaaaaaaaaaaaaaaa');
  });
});
