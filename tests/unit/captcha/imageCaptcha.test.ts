import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VERIFICATION_PATHS } from '../../../contract/verification.ts';
import { configureClient } from '../../../src/api/hooks.ts';
import { fetchImageCaptcha, toCaptchaDataUrl } from '../../../src/captcha/imageCaptcha.ts';
import { failEnv, json, okEnv, resetAll, stubFetch } from '../api/fetchStub.ts';

// The first bytes of a real PNG, base64 ("\x89PNG\r\n\x1a\n" + IHDR).
const PNG_B64 = 'iVBORw0KGgoAAAANSUhEUgAAAPAAAABQCAIAAAA=';

describe('fetchImageCaptcha (A19)', () => {
  const onAlert = vi.fn();
  beforeEach(() => {
    resetAll();
    onAlert.mockReset();
    configureClient({ getToken: () => 'tok', getLanguage: () => 'EN', getMerchant: () => 'acme', onAlert });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => { vi.unstubAllGlobals(); vi.restoreAllMocks(); });

  it('GETs /wps/captcha with Merchant and Language, no token and no body, and turns the base64 PNG into a data: URL', async () => {
    const calls = stubFetch(() => json(okEnv(PNG_B64)));
    expect(await fetchImageCaptcha()).toBe(`data:image/png;base64,${PNG_B64}`);
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.method).toBe('GET');
    expect(new URL(call!.url, 'http://x').pathname).toBe(VERIFICATION_PATHS.imageCaptcha);
    expect(call!.headers.Merchant).toBe('acme');
    expect(call!.headers.Language).toBe('EN');
    expect(call!.headers.Authorization).toBeUndefined();
    expect(call!.body).toBeUndefined();
  });

  it('accepts a data: URL answer as well', async () => {
    stubFetch(() => json(okEnv(`data:image/png;base64,${PNG_B64}`)));
    expect(await fetchImageCaptcha()).toBe(`data:image/png;base64,${PNG_B64}`);
  });

  it('answers null, without an alert, on a failure or an answer that is not a base64 PNG', async () => {
    stubFetch(() => json(failEnv('x', 'down'), 500));
    expect(await fetchImageCaptcha()).toBeNull();
    for (const bad of [null, 42, { image: PNG_B64 }, 'not base64!', '/9j/4AAQSkZJRg==', 'data:image/svg+xml;base64,PHN2Zz4=', `${PNG_B64}${'A'.repeat(200_000)}`]) {
      resetAll();
      stubFetch(() => json(okEnv(bad)));
      expect(await fetchImageCaptcha(), String(bad).slice(0, 40)).toBeNull();
    }
    expect(onAlert).not.toHaveBeenCalled();
  });

  it('toCaptchaDataUrl drops whitespace a server may wrap the base64 with', () => {
    expect(toCaptchaDataUrl(`${PNG_B64.slice(0, 10)}\n${PNG_B64.slice(10)}`)).toBe(`data:image/png;base64,${PNG_B64}`);
  });
});
