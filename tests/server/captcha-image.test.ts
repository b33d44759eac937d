import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { VERIFICATION_PATHS } from '../../contract/verification.ts';
import { consumeImageCaptcha, IMAGE_CAPTCHA_COOKIE, IMAGE_CAPTCHA_TTL_MS } from '../../server/captcha/image-captcha.ts';
import { call, DEMO, envelope, useApp } from './helpers.ts';

let clock = Date.parse('2032-07-01T00:00:00Z');
const s = useApp({ now: () => clock });

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function fetchCaptcha(cookie?: string) {
  const res = await call(s.app, `${DEMO}${VERIFICATION_PATHS.imageCaptcha}`, { headers: { Merchant: 'demo', ...(cookie ? { Cookie: cookie } : {}) } });
  const env = await envelope<string>(res);
  const set = res.headers.get('Set-Cookie') ?? '';
  return { res, env, cookie: set.split(';')[0] ?? '', set };
}

/** The code stored for a browser (what a player would read off the picture). */
async function storedCode(cookie: string): Promise<string> {
  const id = cookie.split('=')[1];
  const { rows } = await sql<{ data: { code: string } }>`select data from captcha_entries where id = ${`img|demo|${id}`}`.execute(s.db);
  return rows[0]!.data.code;
}

/** A Hono-like context carrying only the cookie header, as the login route would hand it over. */
const ctx = (cookie: string) => ({ req: { raw: new Request(DEMO, { headers: { Cookie: cookie } }), header: (n: string) => (n.toLowerCase() === 'cookie' ? cookie : undefined) } }) as never;

describe('GET /wps/captcha (A19): the image captcha', () => {
  it('answers value = a base64 PNG (production form, no data: prefix), not cached, with an HttpOnly cookie on /wps', async () => {
    const { res, env, set } = await fetchCaptcha();
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(env.success).toBe(true);
    expect(env.value).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const png = Buffer.from(env.value!, 'base64');
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect(png.readUInt32BE(16)).toBe(240);
    expect(set).toMatch(new RegExp(`^${IMAGE_CAPTCHA_COOKIE}=[0-9a-f]{32};`));
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/Path=\/wps/);
  });

  it('accepts the code once, case-insensitively; a new picture replaces the last one', async () => {
    const first = await fetchCaptcha();
    const oldCode = await storedCode(first.cookie);
    const second = await fetchCaptcha(first.cookie);
    expect(second.cookie).toBe(first.cookie);
    const code = await storedCode(first.cookie);
    if (code !== oldCode) expect(await consumeImageCaptcha(ctx(first.cookie), s.db, 'demo', oldCode, clock)).toBe(false);
    else expect(code).toBe(oldCode);
    await fetchCaptcha(first.cookie);
    const live = await storedCode(first.cookie);
    expect(await consumeImageCaptcha(ctx(first.cookie), s.db, 'demo', live.toLowerCase(), clock)).toBe(true);
    expect(await consumeImageCaptcha(ctx(first.cookie), s.db, 'demo', live, clock)).toBe(false);
  });

  it('a wrong guess spends the picture; an expired code, another browser or another merchant never pass', async () => {
    const a = await fetchCaptcha();
    const code = await storedCode(a.cookie);
    const wrong = code === 'AAAA' ? 'BBBB' : 'AAAA';
    expect(await consumeImageCaptcha(ctx(a.cookie), s.db, 'demo', wrong, clock)).toBe(false);
    expect(await consumeImageCaptcha(ctx(a.cookie), s.db, 'demo', code, clock)).toBe(false);

    const b = await fetchCaptcha();
    const other = await fetchCaptcha();
    const bCode = await storedCode(b.cookie);
    expect(await consumeImageCaptcha(ctx(other.cookie), s.db, 'demo', bCode, clock)).toBe(false);
    expect(await consumeImageCaptcha(ctx(b.cookie), s.db, 'lotto', bCode, clock)).toBe(false);
    expect(await consumeImageCaptcha(ctx(b.cookie), s.db, 'demo', bCode, clock + IMAGE_CAPTCHA_TTL_MS)).toBe(false);
    expect(await consumeImageCaptcha(ctx(''), s.db, 'demo', bCode, clock)).toBe(false);
  });
});
