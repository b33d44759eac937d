import { afterEach, describe, expect, it, vi } from 'vitest';
import { base64Utf8, computeUaCopy, getUaCopy, resetUaCopy, rewriteUserAgent } from '../../../src/api/uaCopy.ts';
import type { UaDataLike } from '../../../src/api/uaCopy.ts';

const UA = 'Mozilla/5.0 (Linux; Android 14) Chrome/120.0.0.0 Mobile';
const chromium = (v: string) => [{ brand: 'Not A(Brand', version: '99' }, { brand: 'Chromium', version: v }, { brand: 'Google Chrome', version: v }];

describe('user-agent copy (spec section 5)', () => {
  afterEach(() => {
    resetUaCopy();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it.each([
    ['arm', '64'], ['arm', '32'], ['x86', '64'], ['x86', '32'],
  ])('appends arch %s and bitness %s on Chromium 100+', (architecture, bitness) => {
    expect(rewriteUserAgent(UA, chromium('100'), { architecture, bitness })).toBe(`${UA} (arch/${architecture}; bitness/${bitness})`);
  });

  it('leaves the UA unchanged below Chromium 100', () => {
    expect(rewriteUserAgent(UA, chromium('99'), { architecture: 'arm', bitness: '64' })).toBe(UA);
  });

  it('leaves the UA unchanged without a Chromium brand (Chrome brand alone does not count)', () => {
    expect(rewriteUserAgent(UA, [{ brand: 'Google Chrome', version: '120' }], { architecture: 'arm', bitness: '64' })).toBe(UA);
    expect(rewriteUserAgent(UA, undefined, { architecture: 'arm', bitness: '64' })).toBe(UA);
  });

  it.each([
    [{ architecture: 'riscv', bitness: '64' }], [{ architecture: 'arm', bitness: '16' }], [{ architecture: '', bitness: '64' }],
    [{ architecture: 'x86' }], [{}],
  ])('leaves the UA unchanged for other hints %j', (hints) => {
    expect(rewriteUserAgent(UA, chromium('120'), hints)).toBe(UA);
  });

  it('asks only for architecture and bitness, and only on Chromium 100+', async () => {
    const getHighEntropyValues = vi.fn(async () => ({ architecture: 'arm', bitness: '64' }));
    expect(await computeUaCopy(UA, { brands: chromium('120'), getHighEntropyValues })).toBe(`${UA} (arch/arm; bitness/64)`);
    expect(getHighEntropyValues).toHaveBeenCalledWith(['architecture', 'bitness']);
    getHighEntropyValues.mockClear();
    expect(await computeUaCopy(UA, { brands: chromium('90'), getHighEntropyValues })).toBe(UA);
    expect(getHighEntropyValues).not.toHaveBeenCalled();
  });

  it('falls back to the plain UA when the hints reject or never answer', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const rejecting: UaDataLike = { brands: chromium('120'), getHighEntropyValues: () => Promise.reject(new Error('policy')) };
    expect(await computeUaCopy(UA, rejecting)).toBe(UA);
    vi.useFakeTimers();
    const hanging: UaDataLike = { brands: chromium('120'), getHighEntropyValues: () => new Promise(() => {}) };
    const p = computeUaCopy(UA, hanging, 500);
    await vi.advanceTimersByTimeAsync(500);
    expect(await p).toBe(UA);
  });

  it('base64Utf8 encodes the UTF-8 bytes, so characters beyond Latin-1 do not throw', () => {
    expect(base64Utf8('Mozilla/5.0')).toBe(btoa('Mozilla/5.0'));
    expect(new TextDecoder().decode(Uint8Array.from(atob(base64Utf8('ua é 中')), (c) => c.charCodeAt(0)))).toBe('ua é 中');
  });

  it('getUaCopy computes once from navigator and caches the promise', async () => {
    const data: UaDataLike = { brands: chromium('120'), getHighEntropyValues: vi.fn(async () => ({ architecture: 'x86', bitness: '64' })) };
    Object.defineProperty(navigator, 'userAgentData', { value: data, configurable: true });
    try {
      const a = getUaCopy();
      expect(getUaCopy()).toBe(a);
      expect(atob(await a)).toBe(`${navigator.userAgent} (arch/x86; bitness/64)`);
      expect(data.getHighEntropyValues).toHaveBeenCalledTimes(1);
    } finally {
      delete (navigator as { userAgentData?: unknown }).userAgentData;
    }
  });
});
