import { describe, expect, it } from 'vitest';
import type { SmsNoLoginResponse } from '../../contract/auth.ts';
import { CODES } from '../../contract/serverCodes.ts';
import { SMS_LIMITS } from '../../server/auth/sms-limits.ts';
import { useApp } from './helpers.ts';

let clock = Date.parse('2032-07-01T00:00:00Z');
const s = useApp({ now: () => clock });

const ask = async (mobileNum: string, ip: string, countryDialingCode = '63') => {
  const res = await s.app.request('http://localhost/wps/verification/sms/noLogin', {
    method: 'POST', headers: { Merchant: 'demo', 'Content-Type': 'application/json', 'X-Test-Client-IP': ip },
    body: JSON.stringify({ countryDialingCode, mobileNum }),
  });
  const env = (await res.json()) as { success: boolean; code: string | null; value: SmsNoLoginResponse | null };
  return { status: res.status, code: env.code, success: env.success, retryAfter: res.headers.get('Retry-After') };
};

/** Numbers in different blocks (first 6 digits differ), so only the limit under test can refuse them. */
const spread = (i: number): string => `9${String(100 + i).padStart(5, '0')}4321`;

describe('SMS pumping limits', () => {
  it('refuses the 11th code of an hour from one address to any numbers; other addresses still get theirs', async () => {
    for (let i = 0; i < SMS_LIMITS.perIp.max; i++) expect((await ask(spread(i), '192.0.2.10')).success).toBe(true);
    const refused = await ask(spread(50), '192.0.2.10');
    expect(refused).toMatchObject({ status: 429, code: CODES.smsSendLimit });
    expect(Number(refused.retryAfter)).toBe(3600);
    expect((await ask(spread(51), '192.0.2.11')).success).toBe(true);
    clock += 3_600_000;
    expect((await ask(spread(52), '192.0.2.10')).success).toBe(true);
    clock += 3_600_000;
  });

  it('refuses the 11th code of an hour to one number block from many addresses', async () => {
    for (let i = 0; i < SMS_LIMITS.perBlock.max; i++) expect((await ask(`955555${String(i).padStart(4, '0')}`, `192.0.2.${20 + i}`)).success).toBe(true);
    expect((await ask('9555559999', '192.0.2.99'))).toMatchObject({ status: 429, code: CODES.smsSendLimit });
    expect((await ask('9555569999', '192.0.2.99')).success).toBe(true);
    clock += 3_600_000;
  });

  it('caps the merchant at 20 codes a minute across addresses and blocks', async () => {
    for (let i = 0; i < SMS_LIMITS.perMerchant.max; i++) expect((await ask(spread(100 + i), `198.18.0.${i + 1}`)).success).toBe(true);
    const refused = await ask(spread(200), '198.18.1.1');
    expect(refused).toMatchObject({ status: 429, code: CODES.smsSendLimit, retryAfter: '60' });
    clock += 60_000;
    expect((await ask(spread(201), '198.18.1.1')).success).toBe(true);
  });

  it('stores the asking address with the code', async () => {
    clock += 3_600_000;
    await ask('9177770000', '192.0.2.200');
    const row = await s.db.selectFrom('sms_codes').select('client_ip').where('phone', '=', '63-9177770000').executeTakeFirstOrThrow();
    expect(row.client_ip).toBe('192.0.2.200');
  });
});
