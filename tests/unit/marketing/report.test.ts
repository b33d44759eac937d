import { describe, expect, it } from 'vitest';
import { buildReport, eventValue } from '../../../src/marketing/report.ts';
import type { S2sInfo } from '../../../src/lib/tracking.ts';

const NO_S2S: S2sInfo = { adAppToken: '', gpsAdid: '', adid: '', afAppId: '', appsflyerId: '', afAdvertisingId: '', afOaid: '', idfa: '', idfv: '' };

describe('event report', () => {
  it('carries the event, eventID, domain, affiliate code, channels and click ids', () => {
    const r = buildReport({
      eventID: 'e-1', event: 'register', payload: { customerId: '42', customerName: 'ann' }, domain: 'aff1.demo.localhost', affiliateCode: 'aff1',
      pixel: { fbclid: 'F1', fbp: 'fb.1.1.2', gclid: 'G1', utm_source: 'news', facebookPixelId: 'P' }, pixelIds: { facebook: 'P', tiktok: 'T' }, s2s: NO_S2S,
    });
    expect(r).toEqual({
      eventID: 'e-1', event: 'register', value: { eventID: 'e-1', customerId: '42', customerName: 'ann' }, domain: 'aff1.demo.localhost', affiliateCode: 'aff1',
      channels: ['facebook', 'tiktok', 'google'], clickIds: { fbclid: 'F1', fbp: 'fb.1.1.2', gclid: 'G1' },
    });
  });

  it('fills af_revenue and af_currency from revenue (or amount) and currency', () => {
    expect(eventValue('e', { amount: 100, currency: 'PHP' }, NO_S2S)).toEqual({ eventID: 'e', amount: 100, revenue: 100, af_revenue: 100, value: 100, currency: 'PHP', af_currency: 'PHP' });
    expect(eventValue('e', { revenue: 5, value: 7 }, NO_S2S)).toMatchObject({ revenue: 5, af_revenue: 5, value: 7 });
  });

  it('applies the currency rules of spec section 5: TLB is PHP, other codes cut to three letters', () => {
    expect(eventValue('e', { amount: 1, currency: 'TLB' }, NO_S2S)).toMatchObject({ currency: 'PHP', af_currency: 'PHP' });
    expect(eventValue('e', { amount: 1, currency: 'usdt' }, NO_S2S)).toMatchObject({ currency: 'USD', af_currency: 'USD' });
    expect(eventValue('e', { amount: 1, currency: '1$' }, NO_S2S)).not.toHaveProperty('currency');
  });

  it('names appsflyer and adjust as channels when pixelTrack carries their ids', () => {
    const r = buildReport({ eventID: 'e', event: 'deposit', payload: {}, domain: 'd', affiliateCode: '', pixel: { appsflyer: 'af-1', adjust: 'adj-1' }, pixelIds: {}, s2s: NO_S2S });
    expect(r.channels).toEqual(['appsflyer', 'adjust']);
    expect(r.clickIds).toEqual({ appsflyer: 'af-1', adjust: 'adj-1' });
  });

  it('drops fields of the wrong type instead of sending them', () => {
    const bad = { customerId: 42, revenue: 'lots', amount: Number.NaN, currency: 'TOO-LONG-CODE' } as never;
    expect(eventValue('e', bad, NO_S2S)).toEqual({ eventID: 'e' });
  });

  it('adds s2s_info only when an attribution id exists', () => {
    expect(eventValue('e', {}, { ...NO_S2S, idfa: 'I-1' })).toMatchObject({ s2s_info: { ...NO_S2S, idfa: 'I-1' } });
    expect(eventValue('e', {}, NO_S2S)).not.toHaveProperty('s2s_info');
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
