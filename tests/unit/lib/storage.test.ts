import { STORAGE_WRITE_CAP_BYTES } from '../../../contract/constants.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isStringRecord, safeGetItem, safeGetJSON, safeRemove, safeSetItem, safeSetJSON, storageBytes,
} from '../../../src/lib/storage.ts';

/** A Storage whose every call throws, as in a browser with storage blocked. */
function throwingStorage(error: Error): Storage {
  const fail = () => {
    throw error;
  };
  return { length: 0, clear: fail, getItem: fail, key: fail, removeItem: fail, setItem: fail };
}

afterEach(() => vi.restoreAllMocks());

describe('safeSetItem', () => {
  it('writes exactly at the cap (1.5 MB) and refuses one code unit more', () => {
    expect(STORAGE_WRITE_CAP_BYTES).toBe(1.5 * 1024 * 1024);
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const key = 'k';
    const atCap = 'x'.repeat(STORAGE_WRITE_CAP_BYTES / 2 - key.length);
    expect(storageBytes(key, atCap)).toBe(STORAGE_WRITE_CAP_BYTES);
    expect(safeSetItem(localStorage, key, atCap)).toBe(true);
    expect(localStorage.getItem(key)).toBe(atCap);
    expect(err).not.toHaveBeenCalled();

    expect(safeSetItem(localStorage, key, `${atCap}y`)).toBe(false);
    expect(localStorage.getItem(key)).toBe(atCap);
    expect(err).toHaveBeenCalledTimes(1);
  });

  it('counts the key in the size', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const value = 'x'.repeat(STORAGE_WRITE_CAP_BYTES / 2 - 1);
    expect(safeSetItem(sessionStorage, 'ab', value)).toBe(false);
    expect(sessionStorage.getItem('ab')).toBeNull();
  });

  it('catches quota and security errors', () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(safeSetItem(throwingStorage(new DOMException('full', 'QuotaExceededError')), 'k', 'v')).toBe(false);
    expect(safeSetItem(throwingStorage(new DOMException('no', 'SecurityError')), 'k', 'v')).toBe(false);
    expect(err).toHaveBeenCalledTimes(2);
  });
});

describe('safeGetJSON', () => {
  it('returns a valid entry unchanged', () => {
    localStorage.setItem('rec', JSON.stringify({ a: '1' }));
    expect(safeGetJSON(localStorage, 'rec', isStringRecord)).toEqual({ a: '1' });
    expect(localStorage.getItem('rec')).not.toBeNull();
  });

  it('returns null for a missing entry without warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(safeGetJSON(localStorage, 'missing', isStringRecord)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['corrupt JSON', '{"a":'],
    ['wrong shape', JSON.stringify({ a: 1 })],
    ['an array', JSON.stringify(['a'])],
    ['null', 'null'],
  ])('drops %s with a warning and removes it', (_name, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('rec', raw);
    expect(safeGetJSON(localStorage, 'rec', isStringRecord)).toBeNull();
    expect(localStorage.getItem('rec')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('never throws when storage access is refused', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const blocked = throwingStorage(new DOMException('no', 'SecurityError'));
    expect(safeGetJSON(blocked, 'rec', isStringRecord)).toBeNull();
    expect(safeGetItem(blocked, 'rec')).toBeNull();
    expect(safeRemove(blocked, 'rec')).toBe(false);
  });
});

describe('safeRemove and safeSetJSON', () => {
  it('removes an entry', () => {
    localStorage.setItem('k', 'v');
    expect(safeRemove(localStorage, 'k')).toBe(true);
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('writes JSON and refuses unserialisable values', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(safeSetJSON(localStorage, 'j', { a: 'b' })).toBe(true);
    expect(localStorage.getItem('j')).toBe('{"a":"b"}');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(safeSetJSON(localStorage, 'c', cyclic)).toBe(false);
    expect(localStorage.getItem('c')).toBeNull();
  });
});
