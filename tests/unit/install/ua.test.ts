import { describe, expect, it } from 'vitest';
import { parseUa } from '../../../src/install/ua.ts';

const iphone = (v: string, tail = 'Version/17.0 Mobile/15E148 Safari/604.1') => `Mozilla/5.0 (iPhone; CPU iPhone OS ${v} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ${tail}`;
const android = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

describe('parseUa', () => {
  it('reads the iOS major version and tells Safari from other iOS browsers', () => {
    expect(parseUa(iphone('11_4'))).toMatchObject({ ios: true, iosVersion: 11, iosSafari: true, android: false });
    expect(parseUa(iphone('17_2')).iosVersion).toBe(17);
    expect(parseUa(iphone('17_2', 'CriOS/120.0 Mobile/15E148 Safari/604.1')).iosSafari).toBe(false);
  });

  it('names the in-app browsers of Facebook, Instagram, LINE and Telegram', () => {
    expect(parseUa(`${iphone('16_0')} [FBAN/FBIOS;FBAV/400.0]`)).toMatchObject({ inApp: 'facebook', iosSafari: false });
    expect(parseUa(`${android} Instagram 300.0.0.0 Android`).inApp).toBe('instagram');
    expect(parseUa(`${iphone('16_0')} Line/13.1.0`).inApp).toBe('line');
    expect(parseUa(`${android} Telegram-Android/10.0`).inApp).toBe('telegram');
    expect(parseUa(android).inApp).toBeNull();
  });

  it('reads the native app token version only in the major.minor.patch format', () => {
    expect(parseUa(`${android} TesseraApp/2.4.39`).nativeVersion).toBe('2.4.39');
    expect(parseUa(`${android} TesseraApp/2.4`).nativeVersion).toBeNull();
    expect(parseUa(android).nativeVersion).toBeNull();
  });
});
