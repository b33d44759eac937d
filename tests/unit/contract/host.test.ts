import { describe, expect, it } from 'vitest';
import { isIpName, splitHost } from '../../../contract/host.ts';

describe('splitHost', () => {
  it.each([
    ['localhost', 'localhost', ''],
    ['LocalHost:8080', 'localhost', ':8080'],
    ['WWW.Lotto.Localhost.:8080', 'www.lotto.localhost', ':8080'],
    ['aff42.demo.localhost', 'aff42.demo.localhost', ''],
    ['127.0.0.1:80', '127.0.0.1', ':80'],
    ['[::1]:8080', '::1', ':8080'],
    ['[::1]', '::1', ''],
    ['::1', '::1', ''],
    ['  example.com  ', 'example.com', ''],
  ])('%s → name %s, port %s', (host, name, port) => {
    expect(splitHost(host)).toEqual({ name, port });
  });
});

describe('isIpName', () => {
  it('tells addresses from names', () => {
    expect(isIpName('127.0.0.1')).toBe(true);
    expect(isIpName('::1')).toBe(true);
    expect(isIpName('localhost')).toBe(false);
    expect(isIpName('www.example.com')).toBe(false);
  });
});
