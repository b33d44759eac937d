import { describe, expect, it } from 'vitest';
import { CODES } from '../../contract/serverCodes.ts';
import { call, DEMO, envelope, useApp } from './helpers.ts';

const s = useApp();
const status = async (track: string | null) => {
  const q = new URLSearchParams({ device: 'MOBILE', url: '/m/home' });
  if (track !== null) q.set('track', track);
  const res = await call(s.app, `${DEMO}/wps/v2/system/status?${q}`);
  return { res, env: await envelope(res) };
};

describe('status track (spec section 7)', () => {
  it('accepts a compact query string of tracking parameters, or none', async () => {
    expect((await status(null)).env.success).toBe(true);
    expect((await status('affiliateCode=aff9&fbclid=fb-1&kw=slots%20777')).env.success).toBe(true);
    expect((await status('from=')).env.success).toBe(true);
  });

  it('accepts production\'s form: track 0 from an app window (reference B1)', async () => {
    expect((await status('0')).env.success).toBe(true);
    expect((await status('00')).res.status).toBe(400);
  });

  it('refuses anything else: markup, bare words, bad escapes, over 512 characters', async () => {
    for (const bad of ['<script>', 'fbclid', 'a=1&&b=2', 'a=%zz', `fbclid=${'x'.repeat(520)}`, 'a=1 b']) {
      const { res, env } = await status(bad);
      expect([res.status, env.code], bad).toEqual([400, CODES.badRequest]);
    }
  });
});
