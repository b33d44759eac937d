// The domain route of spec sections 2 and 7: validation of the server's list, the switch URL, the choice
// of the fastest domain, and no switch (and no alert) when staying is right or the call fails.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WPS } from '../../../contract/wps.ts';
import { domainSwitchUrl, fastestDomain, routeDomains, routeToFasterDomain, type Probe } from '../../../src/boot/domainRoute.ts';
import { configureClient } from '../../../src/api/hooks.ts';
import { failEnv, json, okEnv, resetAll, stubFetch } from '../api/fetchStub.ts';

const list = (...names: unknown[]) => ({ domainList: names.map((domainName) => ({ domainName })) });
const probeTimes = (times: Record<string, number | null>): Probe => async (d) => times[d] ?? null;

function setUrl(url: string): void {
  (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(url);
}

const onAlert = vi.fn();
const startUrl = location.href;
beforeEach(() => {
  resetAll();
  onAlert.mockReset();
  configureClient({ getMerchant: () => 'demo', onAlert });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setUrl(startUrl);
});

describe('domainSwitchUrl', () => {
  it('goes to /m/index.html carrying the query, the affiliate code and r', () => {
    expect(domainSwitchUrl({ protocol: 'https:', domain: 'fast.example.com', search: '?fbclid=x&inApp=1', affiliateCode: 'aff42', referralCode: 'R9' }))
      .toBe('https://fast.example.com/m/index.html?fbclid=x&inApp=1&affiliateCode=aff42&r=R9');
  });

  it('leaves out www and empty codes', () => {
    expect(domainSwitchUrl({ protocol: 'https:', domain: 'fast.example.com', search: '', affiliateCode: 'www', referralCode: '' }))
      .toBe('https://fast.example.com/m/index.html');
    expect(domainSwitchUrl({ protocol: 'http:', domain: 'f.example:8080', search: '?a=1', affiliateCode: '', referralCode: '' }))
      .toBe('http://f.example:8080/m/index.html?a=1');
  });
});

describe('routeDomains', () => {
  it('keeps host names (with a port) and refuses anything that could navigate elsewhere', () => {
    expect(routeDomains(list('Fast.Example.com', 'b.example:8443', 'evil.example/path', 'https://x.example', 'a@b.example', 'x y', '', 7, null, 'fast.example.com')))
      .toEqual(['fast.example.com', 'b.example:8443']);
    expect(routeDomains(null)).toEqual([]);
    expect(routeDomains({ domainList: 'nope' })).toEqual([]);
  });
});

describe('fastestDomain', () => {
  it('picks the shortest answer and ignores domains that did not answer', async () => {
    expect(await fastestDomain(['a.example', 'b.example', 'c.example'], probeTimes({ 'a.example': 300, 'b.example': 90, 'c.example': null }))).toBe('b.example');
    expect(await fastestDomain(['a.example'], async () => { throw new Error('blocked'); })).toBeNull();
  });
});

describe('routeToFasterDomain', () => {
  it('switches a slow host to the fastest listed domain, carrying affiliate and referral', async () => {
    setUrl('https://aff42.slow.example/m/home?r=R1&fbclid=x');
    const calls = stubFetch(() => json(okEnv(list('a.fast.example', 'b.fast.example'))));
    const go = vi.fn();
    const url = await routeToFasterDomain(probeTimes({ 'a.fast.example': 200, 'b.fast.example': 40 }), go);
    expect(calls[0]!.url).toBe(`${WPS.domainRoute}?device=MOBILE`);
    expect(url).toBe('https://b.fast.example/m/index.html?r=R1&fbclid=x&affiliateCode=aff42');
    expect(go).toHaveBeenCalledWith(url);
  });

  it('stays on a listed domain, so two domains never bounce a visitor', async () => {
    setUrl('https://b.fast.example/m/home');
    stubFetch(() => json(okEnv(list('a.fast.example', 'b.fast.example'))));
    const probe = vi.fn(probeTimes({ 'a.fast.example': 1 }));
    const go = vi.fn();
    expect(await routeToFasterDomain(probe, go)).toBeNull();
    expect(probe).not.toHaveBeenCalled();
    expect(go).not.toHaveBeenCalled();
  });

  it('stays when no domain answers, when the list is empty, and when the call fails (silently)', async () => {
    setUrl('https://slow.example/m/home');
    const go = vi.fn();
    stubFetch(() => json(okEnv(list('a.fast.example'))));
    expect(await routeToFasterDomain(probeTimes({}), go)).toBeNull();
    stubFetch(() => json(okEnv(list())));
    expect(await routeToFasterDomain(probeTimes({}), go)).toBeNull();
    stubFetch(() => json(failEnv('internal.error', 'boom'), 500));
    expect(await routeToFasterDomain(probeTimes({}), go)).toBeNull();
    expect(go).not.toHaveBeenCalled();
    expect(onAlert).not.toHaveBeenCalled();
  });
});
