import { describe, expect, it } from 'vitest';
import { a2hsMode, intentUrl, isStartPath, mayGetPrompt, webclipFlag, type A2hsContext } from '../../../src/install/rules.ts';
import { parseUa } from '../../../src/install/ua.ts';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const IOS_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
const IOS_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1';
const FACEBOOK = `${ANDROID_CHROME} [FB_IAB/FB4A;FBAV/440.0.0.0;]`;

const base: A2hsContext = {
  pathname: '/m/home', ua: parseUa(ANDROID_CHROME), standalone: false, nativeApp: false,
  declinedThisSession: false, installed: false, hasPrompt: true,
};

describe('isStartPath', () => {
  it('is true only on /, /m/, /m/home and /m/index.html', () => {
    for (const p of ['/', '/m', '/m/', '/m/home', '/m/index.html']) expect(isStartPath(p), p).toBe(true);
    for (const p of ['/m/login', '/m/index', '/m/home/', '/m/member/home', '/m/homex', '']) expect(isStartPath(p), p).toBe(false);
  });
});

describe('a2hsMode', () => {
  it('offers the browser prompt on a start page when one was captured', () => {
    expect(a2hsMode(base)).toBe('prompt');
  });

  it('shows nothing off the start pages', () => {
    expect(a2hsMode({ ...base, pathname: '/m/login' })).toBeNull();
  });

  it('shows nothing when running standalone, in the native app, declined this session or installed', () => {
    expect(a2hsMode({ ...base, standalone: true })).toBeNull();
    expect(a2hsMode({ ...base, nativeApp: true })).toBeNull();
    expect(a2hsMode({ ...base, declinedThisSession: true })).toBeNull();
    expect(a2hsMode({ ...base, installed: true })).toBeNull();
  });

  it('shows nothing without a prompt on a browser that is neither iOS Safari nor in-app', () => {
    expect(a2hsMode({ ...base, hasPrompt: false })).toBeNull();
    expect(a2hsMode({ ...base, hasPrompt: false, ua: parseUa(IOS_CHROME) })).toBeNull();
  });

  it('guides iOS Safari, and sends in-app browsers out even when a prompt exists', () => {
    expect(a2hsMode({ ...base, hasPrompt: false, ua: parseUa(IOS_SAFARI) })).toBe('ios-guide');
    expect(a2hsMode({ ...base, ua: parseUa(FACEBOOK) })).toBe('open-in-browser');
  });
});

describe('mayGetPrompt', () => {
  it('polls only where beforeinstallprompt exists', () => {
    expect(mayGetPrompt(parseUa(ANDROID_CHROME))).toBe(true);
    expect(mayGetPrompt(parseUa(IOS_SAFARI))).toBe(false);
    expect(mayGetPrompt(parseUa(FACEBOOK))).toBe(false);
  });
});

describe('intentUrl', () => {
  it('hands the same page to Chrome with a fallback to itself', () => {
    const url = intentUrl('https://aff1.demo.example/m/home?r=abc');
    expect(url).toBe(`intent://aff1.demo.example/m/home?r=abc#Intent;scheme=https;package=com.android.chrome;S.browser_fallback_url=${encodeURIComponent('https://aff1.demo.example/m/home?r=abc')};end`);
  });

  it('refuses what is not an http(s) URL', () => {
    expect(intentUrl('javascript:alert(1)')).toBeNull();
    expect(intentUrl('not a url')).toBeNull();
  });
});

describe('webclipFlag', () => {
  it('is 1 on a from=webclip landing, kept while standalone, 0 in a browser tab', () => {
    expect(webclipFlag('?from=webclip', false, null)).toBe('1');
    expect(webclipFlag('', true, '1')).toBe('1');
    expect(webclipFlag('', false, '1')).toBe('0');
    expect(webclipFlag('', true, null)).toBe('0');
    expect(webclipFlag('?from=other', true, 'garbage')).toBe('0');
  });
});
