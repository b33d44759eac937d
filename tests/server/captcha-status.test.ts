import { afterEach, describe, expect, it } from 'vitest';
import { clubSeed } from '../../server/merchants/seed/club.ts';
import { demoSeed } from '../../server/merchants/seed/demo.ts';
import { buildStatusInfo } from '../../server/services/status-info.ts';

const ctx = { origin: 'http://localhost', ip: '127.0.0.1', affiliateCode: '', nowMs: Date.parse('2030-01-01T00:00:00Z') };
const status = (seed = demoSeed) => buildStatusInfo({ code: seed.code, name: seed.name, config: seed.config }, ctx);

describe('status info for the captcha and the Auth emulator', () => {
  const saved = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  afterEach(() => {
    if (saved === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = saved;
  });

  it('names the captcha script URL and version the merchant configured', () => {
    expect(status().gw).toMatchObject({ GEETEST_ID: 'demo-local-captcha', GEETEST_VERSION: 'v3', GEETEST_SCRIPT_URL: '/captcha/gt3.js' });
    expect(status(clubSeed).gw).toMatchObject({ GEETEST_VERSION: 'v4', GEETEST_SCRIPT_URL: '/captcha/gt4.js' });
    expect(status(clubSeed).register.captcha).toEqual({ enabled: true, login: true, sms: true, register: true });
  });

  it('tells the site about the Auth emulator only when the server runs against one', () => {
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    expect(status().sms).not.toHaveProperty('authEmulatorUrl');
    process.env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:9099';
    expect(status().sms.authEmulatorUrl).toBe('http://127.0.0.1:9099');
    // Anything but host:port is not passed on to browsers.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = 'evil.example/x?<script>';
    expect(status().sms).not.toHaveProperty('authEmulatorUrl');
  });
});
