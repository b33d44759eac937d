import { describe, expect, it } from 'vitest';
import { buildReport, collectEventId, eventValue } from '../../../src/marketing/report.ts';
import { collectBody, isCollectEvent } from '../../../contract/marketing.ts';
import type { S2sInfo } from '../../../src/lib/tracking.ts';

const NO_S2S: S2sInfo = { adAppToken: '', gpsAdid: '', adid: '', afAppId: '', appsflyerId: '', afAdvertisingId: '', afOaid: '', idfa: '', idfv: '' };

describe('event report', () => {
  it('builds production\'s collect event: eventName, domain, affiliate code, and eventValue with ids, channels and the payload', () => {
    const r = buildReport({
      eventID: 'register.x1', event: 'register', payload: { customerId: '42', customerName: 'ann' }, domain: 'https://aff1.demo.localhost/m/home', affiliateCode: 'aff1',
      tid: 'T-9', loginSpanId: 'span-1',
      pixel: { fbclid: 'F1', fbp: 'fb.1.1.2', gclid: 'G1', utm_source: 'news', facebookPixelId: 'P' }, pixelIds: { facebook: 'P', tiktok: 'T' }, s2s: NO_S2S,
    });
    expect(r).toEqual({
      domain: 'https://aff1.demo.localhost/m/home', affiliateCode: 'aff1', eventName: 'register',
      eventValue: {
        eventID: 'register.x1', customerId: '42', customerName: 'ann', domain: 'https://aff1.demo.localhost/m/home', tid: 'T-9', loginSpanId: 'span-1',
        fbclid: 'F1', fbp: 'fb.1.1.2', gclid: 'G1', utm_source: 'news', facebookPixelId: 'P', channels: ['facebook', 'tiktok', 'google'],
      },
    });
    expect(isCollectEvent(r)).toBe(true);
  });

  it('leaves tid and loginSpanId out for a guest without a link id, and never lets the pixel overwrite eventID or domain', () => {
    const r = buildReport({ eventID: 'login.a', event: 'login', payload: {}, domain: 'https://d/m', affiliateCode: '', tid: '', loginSpanId: '', pixel: { eventID: 'evil', domain: 'evil' } as never, pixelIds: {}, s2s: NO_S2S });
    expect(r.eventValue).toEqual({ eventID: 'login.a', domain: 'https://d/m', channels: [] });
  });

  it('names the event id after the event, a dot and the random part', () => {
    expect(collectEventId('deposit', 'abc')).toBe('deposit.abc');
  });

  it('sends the collect body as {merchant, value: the event as a JSON string}', () => {
    const r = buildReport({ eventID: 'login.a', event: 'login', payload: {}, domain: 'https://d/m', affiliateCode: 'x', tid: '', loginSpanId: '', pixel: null, pixelIds: {}, s2s: NO_S2S });
    const body = JSON.parse(collectBody('demo', r)) as { merchant: string; value: string };
    expect(Object.keys(body).sort()).toEqual(['merchant', 'value']);
    expect(body.merchant).toBe('demo');
    expect(typeof body.value).toBe('string');
    expect(JSON.parse(body.value)).toEqual(r);
  });

  it('fills af_revenue and af_currency from revenue (or amount) and currency', () => {
    expect(eventValue('e', { amount: 100, currency: 'PHP' })).toEqual({ eventID: 'e', amount: 100, revenue: 100, af_revenue: 100, value: 100, currency: 'PHP', af_currency: 'PHP' });
    expect(eventValue('e', { revenue: 5, value: 7 })).toMatchObject({ revenue: 5, af_revenue: 5, value: 7 });
  });

  it('applies the currency rules of spec section 5: TLB is PHP, other codes cut to three letters', () => {
    expect(eventValue('e', { amount: 1, currency: 'TLB' })).toMatchObject({ currency: 'PHP', af_currency: 'PHP' });
    expect(eventValue('e', { amount: 1, currency: 'usdt' })).toMatchObject({ currency: 'USD', af_currency: 'USD' });
    expect(eventValue('e', { amount: 1, currency: '1$' })).not.toHaveProperty('currency');
  });

  it('names appsflyer and adjust as channels when pixelTrack carries their ids', () => {
    const r = buildReport({ eventID: 'e', event: 'deposit', payload: {}, domain: 'd', affiliateCode: '', tid: '', loginSpanId: '', pixel: { appsflyer: 'af-1', adjust: 'adj-1' }, pixelIds: {}, s2s: NO_S2S });
    expect(r.eventValue.channels).toEqual(['appsflyer', 'adjust']);
    expect(r.eventValue).toMatchObject({ appsflyer: 'af-1', adjust: 'adj-1' });
  });

  it('drops fields of the wrong type instead of sending them', () => {
    const bad = { customerId: 42, revenue: 'lots', amount: Number.NaN, currency: 'TOO-LONG-CODE' } as never;
    expect(eventValue('e', bad)).toEqual({ eventID: 'e' });
  });

  it('puts s2s_info\'s non-empty fields at the top level, as production spreads it', () => {
    const input = { eventID: 'e', event: 'login', payload: {}, domain: 'd', affiliateCode: '', tid: '', loginSpanId: '', pixel: null, pixelIds: {} };
    const r = buildReport({ ...input, s2s: { ...NO_S2S, idfa: 'I-1', afAppId: 'A-1' } });
    expect(r).toMatchObject({ idfa: 'I-1', afAppId: 'A-1' });
    expect(r).not.toHaveProperty('gpsAdid');
    expect(r).not.toHaveProperty('s2s_info');
    expect(Object.keys(buildReport({ ...input, s2s: NO_S2S })).sort()).toEqual(['affiliateCode', 'domain', 'eventName', 'eventValue']);
  });
});

describe('eventID', () => {
  it('is a v4 UUID even where crypto.randomUUID is missing (plain http)', async () => {
    const { eventId } = await import('../../../src/marketing/eventId.ts');
    const insecure = { getRandomValues: <T extends ArrayBufferView | null>(a: T) => crypto.getRandomValues(a as unknown as Uint8Array) as unknown as T };
    const ids = new Set(Array.from({ length: 50 }, () => eventId(insecure)));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
