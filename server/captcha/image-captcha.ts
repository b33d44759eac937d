import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { sql } from 'kysely';
import type { Db } from '../db/schema.ts';
import { rasterise } from '../cdn/rasterise.ts';

/** How long a drawn code may be typed. */
export const IMAGE_CAPTCHA_TTL_MS = 2 * 60_000;
export const IMAGE_CAPTCHA_LENGTH = 4;
/** The cookie that ties a drawn code to the browser that asked for it (the answer itself carries only the picture). */
export const IMAGE_CAPTCHA_COOKIE = 'wps_captcha';
// No 0/O, 1/I/L: a player must be able to read what was drawn.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const WIDTH = 120;
const HEIGHT = 40;

export const randomCaptchaCode = (): string => Array.from({ length: IMAGE_CAPTCHA_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

const rnd = (min: number, max: number): number => min + randomInt(Math.max(1, max - min + 1));

/** A distorted picture of the code: rotated, shifted letters over noise lines and dots. */
export function captchaSvg(code: string): string {
  const parts: string[] = [`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f1f3f7"/>`];
  for (let i = 0; i < 5; i += 1) {
    parts.push(`<path d="M${rnd(0, 20)} ${rnd(4, 36)} Q${rnd(30, 90)} ${rnd(0, 40)} ${rnd(100, 120)} ${rnd(4, 36)}" stroke="hsl(${rnd(0, 359)},45%,55%)" stroke-width="${rnd(1, 2)}" fill="none"/>`);
  }
  const step = (WIDTH - 16) / code.length;
  [...code].forEach((ch, i) => {
    const x = 8 + step * i + step / 2 + rnd(-3, 3);
    const y = 29 + rnd(-4, 4);
    parts.push(`<text x="${x}" y="${y}" font-family="Inter" font-weight="800" font-size="${rnd(22, 27)}" text-anchor="middle" fill="hsl(${rnd(200, 260)},55%,${rnd(22, 38)}%)" transform="rotate(${rnd(-25, 25)} ${x} ${y}) skewX(${rnd(-12, 12)})">${ch}</text>`);
  });
  for (let i = 0; i < 30; i += 1) parts.push(`<circle cx="${rnd(0, WIDTH)}" cy="${rnd(0, HEIGHT)}" r="1" fill="hsl(${rnd(0, 359)},40%,50%)"/>`);
  parts.push('</svg>');
  return parts.join('');
}

/** The PNG of a code, twice the CSS size for sharp text on phones. */
export const captchaPng = (code: string): Promise<Buffer> => rasterise(captchaSvg(code), 'png', WIDTH * 2);

const entryId = (merchant: string, client: string): string => `img|${merchant}|${client}`;

/**
 * Draws a new code for this browser (a new one replaces the last) and answers the base64 PNG. The code is kept
 * in captcha_entries (kind 'image') for IMAGE_CAPTCHA_TTL_MS, so any instance on the database can check it.
 */
export async function issueImageCaptcha(c: Context, db: Db, merchant: string, nowMs: number): Promise<string> {
  let client = getCookie(c, IMAGE_CAPTCHA_COOKIE);
  if (!client || !/^[0-9a-f]{32}$/.test(client)) client = randomBytes(16).toString('hex');
  setCookie(c, IMAGE_CAPTCHA_COOKIE, client, { path: '/wps', httpOnly: true, sameSite: 'Strict', secure: new URL(c.req.url).protocol === 'https:', maxAge: IMAGE_CAPTCHA_TTL_MS / 1000 });
  const code = randomCaptchaCode();
  await sql`insert into captcha_entries (id, kind, merchant, data, expires_at)
    values (${entryId(merchant, client)}, 'image', ${merchant}, ${JSON.stringify({ code })}::jsonb, ${nowMs + IMAGE_CAPTCHA_TTL_MS})
    on conflict (id) do update set data = excluded.data, expires_at = excluded.expires_at`.execute(db);
  return (await captchaPng(code)).toString('base64');
}

/**
 * True once when `typed` matches the code last drawn for this browser (case-insensitive). Any try spends the
 * code, right or wrong, so each picture gets exactly one guess; the login then asks for a new picture.
 */
export async function consumeImageCaptcha(c: Context, db: Db, merchant: string, typed: string | undefined, nowMs: number): Promise<boolean> {
  const client = getCookie(c, IMAGE_CAPTCHA_COOKIE);
  if (!client || !/^[0-9a-f]{32}$/.test(client) || typeof typed !== 'string') return false;
  const { rows } = await sql<{ data: { code?: string }; expires_at: string }>`delete from captcha_entries
    where id = ${entryId(merchant, client)} and kind = 'image' returning data, expires_at`.execute(db);
  const row = rows[0];
  if (!row || Number(row.expires_at) <= nowMs) return false;
  const want = Buffer.from(String(row.data.code ?? ''));
  const got = Buffer.from(typed.trim().toUpperCase());
  return want.length > 0 && want.length === got.length && timingSafeEqual(want, got);
}

/** The code last drawn for this browser, without spending it; for the end-to-end server's test hook only. */
export async function peekImageCaptcha(c: Context, db: Db, merchant: string, nowMs: number): Promise<string | null> {
  const client = getCookie(c, IMAGE_CAPTCHA_COOKIE);
  if (!client || !/^[0-9a-f]{32}$/.test(client)) return null;
  const { rows } = await sql<{ data: { code?: string }; expires_at: string }>`select data, expires_at from captcha_entries
    where id = ${entryId(merchant, client)} and kind = 'image'`.execute(db);
  const row = rows[0];
  return row && Number(row.expires_at) > nowMs && typeof row.data.code === 'string' ? row.data.code : null;
}
