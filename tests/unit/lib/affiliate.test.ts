import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  REG_INFO_KEY, affiliateFromHost, originalDomainFor, readRegInfo, resolveAffiliate, saveRegInfo,
} from '../../../src/lib/affiliate.ts';

afterEach(() => vi.restoreAllMocks());

describe('affiliateFromHost', () => {
  it.each([
    ['aff1.example.com', 'aff1'],
    ['aff1.example.com:8443', 'aff1'],
    ['AFF1.Example.COM', 'aff1'],
    ['aff1.shop.example.co.uk', 'aff1'],
    ['aff1.example.com.', 'aff1'],
    ['example.com.', ''],
    ['example.com.:8443', ''],
    ['www.example.com', ''],
    ['preview.example.com', ''],
    ['example.com', ''],
    ['localhost', ''],
    ['localhost:5173', ''],
    ['127.0.0.1', ''],
    ['10.0.0.12:8080', ''],
    ['[::1]:5173', ''],
    ['', ''],
  ])('%s -> %j', (host, code) => {
    expect(affiliateFromHost(host)).toBe(code);
  });
});

describe('resolveAffiliate', () => {
  it('query affiliateCode wins over host and stored info', () => {
    saveRegInfo(localStorage, 'stored.example.com', 'stored', 'sref');
    expect(resolveAffiliate({ host: 'hostaff.example.com', search: '?affiliateCode=q1', storage: localStorage }))
      .toEqual({ affiliateCode: 'q1', referralCode: 'sref', source: 'query' });
  });

  it('host label comes next', () => {
    saveRegInfo(localStorage, 'stored.example.com', 'stored', '');
    expect(resolveAffiliate({ host: 'hostaff.example.com', search: '', storage: localStorage }))
      .toEqual({ affiliateCode: 'hostaff', referralCode: '', source: 'host' });
  });

  it('stored registration info comes last', () => {
    saveRegInfo(localStorage, 'stored.example.com', 'stored', 'sref');
    expect(resolveAffiliate({ host: 'www.example.com', search: '', storage: localStorage }))
      .toEqual({ affiliateCode: 'stored', referralCode: 'sref', source: 'stored' });
  });

  it('none when nothing gives a code', () => {
    expect(resolveAffiliate({ host: 'www.example.com', search: '', storage: localStorage }))
      .toEqual({ affiliateCode: '', referralCode: '', source: 'none' });
  });

  it('referral code: referralCode, then r, then stored', () => {
    saveRegInfo(localStorage, 'www.example.com', '', 'sref');
    const r = (search: string) => resolveAffiliate({ host: 'www.example.com', search, storage: localStorage }).referralCode;
    expect(r('?referralCode=long&r=short')).toBe('long');
    expect(r('?r=short')).toBe('short');
    expect(r('')).toBe('sref');
  });

  it('ignores malformed query codes with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveAffiliate({ host: 'hostaff.example.com', search: '?affiliateCode=%3Cscript%3E&r=a%20b', storage: localStorage }))
      .toEqual({ affiliateCode: 'hostaff', referralCode: '', source: 'host' });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('ignores corrupt stored info with a warning and removes it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(REG_INFO_KEY, '{"affiliateCode":');
    expect(resolveAffiliate({ host: 'www.example.com', search: '', storage: localStorage }).source).toBe('none');
    expect(localStorage.getItem(REG_INFO_KEY)).toBeNull();
    localStorage.setItem(REG_INFO_KEY, JSON.stringify({ affiliateCode: 7 }));
    expect(readRegInfo(localStorage)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('saveRegInfo', () => {
  it('writes reg_info with the host first label replaced by the code', () => {
    const info = saveRegInfo(localStorage, 'www.example.com', 'aff1', 'ref1');
    const expected = { affiliateCode: 'aff1', referralCode: 'ref1', originalDomain: 'aff1.example.com' };
    expect(info).toEqual(expected);
    expect(JSON.parse(localStorage.getItem(REG_INFO_KEY) ?? 'null')).toEqual(expected);
    expect(readRegInfo(localStorage)).toEqual(expected);
  });

  it.each([
    ['other.example.com:8443', 'aff1', 'aff1.example.com:8443'],
    ['example.com', 'aff1', 'aff1.example.com'],
    ['example.com.:8443', 'aff1', 'aff1.example.com:8443'],
    ['[::1]:5173', 'aff1', '[::1]:5173'],
    ['www.example.com', '', 'www.example.com'],
    ['localhost:5173', 'aff1', 'localhost:5173'],
    ['127.0.0.1', 'aff1', '127.0.0.1'],
  ])('originalDomain of %s with %j is %s', (host, code, domain) => {
    expect(originalDomainFor(host, code)).toBe(domain);
  });

  it('drops a malformed code instead of storing it', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(saveRegInfo(localStorage, 'www.example.com', 'a/b', 'ok')).toEqual({
      affiliateCode: '', referralCode: 'ok', originalDomain: 'www.example.com',
    });
  });
});
