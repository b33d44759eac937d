import { describe, expect, it } from 'vitest';
import { encryptCsPath } from '../../../server/services/cs-path.ts';
import { decryptCsPath, widgetUrl } from '../../../src/cs/path';

const KEY_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomKey = (): string => Array.from({ length: 8 }, () => KEY_CHARS[Math.floor(Math.random() * KEY_CHARS.length)]).join('');
const randomText = (n: number): string => Array.from({ length: n }, () => String.fromCodePoint(32 + Math.floor(Math.random() * 0x2000))).join('');

describe('customer-service path (DES-ECB, last 8 characters are the key)', () => {
  it('reads what the server seed encrypts, for every padding length and non-ASCII text', () => {
    for (let n = 0; n < 40; n++) {
      const plain = n % 5 === 0 ? randomText(n + 1) : `/cs-widget/LIVECHAT.js?license=${'x'.repeat(n)}`;
      const key = randomKey();
      expect(decryptCsPath(encryptCsPath(plain, key))).toBe(plain);
    }
  });

  it('reads the seeded demo entry', () => {
    expect(decryptCsPath(encryptCsPath('/cs-widget/COMM100VIP.js?siteId=demo-gold', 'p3Xw9RtB'))).toBe('/cs-widget/COMM100VIP.js?siteId=demo-gold');
  });

  it('a wrong key, a cut ciphertext, bad base64 and non-strings give null, never a throw', () => {
    const good = encryptCsPath('/cs-widget/AICAN.js', 'Hq4Lm7Ze');
    expect(decryptCsPath(`${good.slice(0, -8)}Hq4Lm7Zf`)).not.toBe('/cs-widget/AICAN.js');
    expect(decryptCsPath(good.slice(4))).toBeNull();
    expect(decryptCsPath('not-a-ciphertext!!Ab12Cd34')).toBeNull();
    expect(decryptCsPath('short')).toBeNull();
    expect(decryptCsPath(42)).toBeNull();
    expect(decryptCsPath(null)).toBeNull();
    // The old placeholder seeds were base64 text, not ciphertext.
    expect(decryptCsPath('ZGVtby1saXZlY2hhdA==k8Qz2LmA')).toBeNull();
  });
});

describe('widget URL rule', () => {
  const here = 'http://localhost:8080/m/home';
  it('allows this site and https, refuses other schemes and plain http elsewhere', () => {
    expect(widgetUrl('/cs-widget/LIVECHAT.js?x=1', here)).toBe('http://localhost:8080/cs-widget/LIVECHAT.js?x=1');
    expect(widgetUrl('https://cdn.livechatinc.com/tracking.js', here)).toBe('https://cdn.livechatinc.com/tracking.js');
    expect(widgetUrl('http://evil.example/x.js', here)).toBeNull();
    expect(widgetUrl('javascript:alert(1)', here)).toBeNull();
    expect(widgetUrl('data:text/javascript,alert(1)', here)).toBeNull();
    expect(widgetUrl('//evil.example/x.js', here)).toBeNull();
  });
});
