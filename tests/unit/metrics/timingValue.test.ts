import { describe, expect, it } from 'vitest';
import { parseCollectValue } from '../../../server/services/collect-metrics.ts';
import { isOldIos, timingValue, visitKind, VISITED_KEY } from '../../../src/metrics/timingValue.ts';

describe('visitKind', () => {
  it('is first once per browser, then return', () => {
    expect(visitKind(localStorage)).toBe('first');
    expect(localStorage.getItem(VISITED_KEY)).toBe('1');
    expect(visitKind(localStorage)).toBe('return');
  });

  it('reads blocked storage as a first visit without throwing', () => {
    expect(visitKind(null)).toBe('first');
  });
});

describe('timingValue', () => {
  it('writes visit, fcp, lcp, fs in that order as whole milliseconds', () => {
    expect(timingValue('first', { fs: 450.6, lcp: 300.2, fcp: 120.49 })).toBe('visit:first,fcp:120,lcp:300,fs:451');
  });

  it('leaves out what was not measured or is not a time', () => {
    expect(timingValue('return', { fcp: Number.NaN, lcp: -1, fs: 80 })).toBe('visit:return,fs:80');
    expect(timingValue('return', {})).toBe('visit:return');
  });

  it('is accepted by the reference server\'s collect parser', () => {
    expect(parseCollectValue(timingValue('first', { fcp: 1, lcp: 2, fs: 3 }))).toEqual({ visit: 'first', fcp: 1, lcp: 2, fs: 3 });
    expect(parseCollectValue(timingValue('return', { status: 42.4 }))).toEqual({ visit: 'return', status: 42 });
  });
});

describe('isOldIos', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 15_7 like Mac OS X) AppleWebKit/605.1.15', true],
    ['Mozilla/5.0 (iPad; CPU OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15', true],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15', false],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15', false],
    ['Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36', false],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15', false],
  ])('%s → %s', (ua, old) => {
    expect(isOldIos(ua)).toBe(old);
  });
});
