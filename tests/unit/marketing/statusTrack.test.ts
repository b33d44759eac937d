import { beforeEach, describe, expect, it } from 'vitest';
import { STATUS_TRACK_MAX, statusTrack } from '../../../src/api/system.ts';

beforeEach(() => localStorage.clear());

describe('track of the status check (spec section 7)', () => {
  it('is the landing tracking parameters as a compact query string; others are left out', () => {
    expect(statusTrack('?affiliateCode=aff1&fbclid=F1&token=secret&x=1&kw=slots+777', localStorage))
      .toBe('affiliateCode=aff1&fbclid=F1&kw=slots%20777');
    expect(statusTrack('', localStorage)).toBe('');
  });

  it('falls back to the values saved on an earlier landing', () => {
    localStorage.setItem('MC_TRACKING', JSON.stringify({ gclid: 'G-saved', from: 'webclip' }));
    expect(statusTrack('?gclid=G-now', localStorage)).toBe('from=webclip&gclid=G-now');
  });

  it('stays within its bound by leaving whole pairs out, so it always parses', () => {
    const long = 'x'.repeat(300);
    const t = statusTrack(`?fbclid=${long}&gclid=${long}&kw=k`, localStorage);
    expect(t.length).toBeLessThanOrEqual(STATUS_TRACK_MAX);
    expect([...new URLSearchParams(t).keys()]).toEqual(['fbclid', 'kw']);
  });
});
