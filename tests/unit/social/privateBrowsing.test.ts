import { describe, expect, it } from 'vitest';
import { isPrivateBrowsing, type PrivacyProbe } from '../../../src/social/privateBrowsing.ts';

const GIB = 1024 ** 3;
const probe = (over: Partial<PrivacyProbe>): PrivacyProbe => ({ isChromium: false, isFirefox: false, isWebKit: false, hasServiceWorker: true, ...over });

describe('private browsing heuristics', () => {
  it('Chromium: a quota under twice the heap limit is a private window', async () => {
    const chromium = (quota: number) => probe({ isChromium: true, heapLimit: 4 * GIB, estimate: async () => ({ quota }) });
    expect(await isPrivateBrowsing(chromium(500 * 1024 ** 2))).toBe(true);
    expect(await isPrivateBrowsing(chromium(10 * GIB))).toBe(false);
    // Without performance.memory the limit is taken as 1 GiB.
    expect(await isPrivateBrowsing(probe({ isChromium: true, estimate: async () => ({ quota: 1.5 * GIB }) }))).toBe(true);
  });

  it('Firefox: no service workers means private', async () => {
    expect(await isPrivateBrowsing(probe({ isFirefox: true, hasServiceWorker: false }))).toBe(true);
    expect(await isPrivateBrowsing(probe({ isFirefox: true }))).toBe(false);
  });

  it('WebKit: the file-system refusal of private windows', async () => {
    const refused = probe({ isWebKit: true, getDirectory: () => Promise.reject(new Error('UnknownError: unknown transient reason')) });
    expect(await isPrivateBrowsing(refused)).toBe(true);
    expect(await isPrivateBrowsing(probe({ isWebKit: true, getDirectory: async () => ({}) }))).toBe(false);
  });

  it('a failing probe never blocks sign-in', async () => {
    expect(await isPrivateBrowsing(probe({ isChromium: true, estimate: () => Promise.reject(new Error('denied')) }))).toBe(false);
    expect(await isPrivateBrowsing(probe({ isChromium: true, estimate: async () => ({}) }))).toBe(false);
  });
});
