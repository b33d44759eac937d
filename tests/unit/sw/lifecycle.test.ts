import { describe, expect, it } from 'vitest';
import { parseSwQuery } from '../../../sw/lifecycle.ts';
import { swScriptUrl } from '../../../src/pwa/registerSw.ts';

describe('parseSwQuery', () => {
  it('reads a valid env and merchant', () => {
    expect(parseSwQuery('?env=production&merchant=acme')).toEqual({ env: 'production', merchant: 'acme' });
    expect(parseSwQuery('env=test&merchant=shop_01.v-2')).toEqual({ env: 'test', merchant: 'shop_01.v-2' });
    expect(parseSwQuery('?merchant=acme&env=development&extra=1')).toEqual({ env: 'development', merchant: 'acme' });
  });

  it('round-trips the registration URL', () => {
    const search = new URL(swScriptUrl('acme', 'production'), 'https://shop.example').search;
    expect(parseSwQuery(search)).toEqual({ env: 'production', merchant: 'acme' });
  });

  it('rejects missing, repeated or unknown values', () => {
    expect(parseSwQuery('')).toBeNull();
    expect(parseSwQuery('?env=production')).toBeNull();
    expect(parseSwQuery('?merchant=acme')).toBeNull();
    expect(parseSwQuery('?env=staging&merchant=acme')).toBeNull();
    expect(parseSwQuery('?env=Production&merchant=acme')).toBeNull();
    expect(parseSwQuery('?env=production&env=test&merchant=acme')).toBeNull();
    expect(parseSwQuery('?env=production&merchant=a&merchant=b')).toBeNull();
  });

  it('rejects hostile merchant values', () => {
    expect(parseSwQuery('?env=production&merchant=')).toBeNull();
    expect(parseSwQuery(`?env=production&merchant=${encodeURIComponent('<script>')}`)).toBeNull();
    expect(parseSwQuery(`?env=production&merchant=${encodeURIComponent('../wps')}`)).toBeNull();
    expect(parseSwQuery(`?env=production&merchant=${encodeURIComponent('a b')}`)).toBeNull();
    expect(parseSwQuery(`?env=production&merchant=${'a'.repeat(65)}`)).toBeNull();
    expect(parseSwQuery(`?env=production&merchant=${'a'.repeat(64)}`)).not.toBeNull();
  });
});
