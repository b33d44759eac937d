import { createHash, createHmac } from 'node:crypto';
import { safeEqual } from '../auth/secret-codes.ts';

/** The Telegram login widget's result (https://core.telegram.org/widgets/login). */
export interface TelegramUser {
  id: number;
  first_name?: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
  auth_date: number;
  hash: string;
}

/** A widget result older than this is refused (Telegram advises checking auth_date). */
export const TELEGRAM_MAX_AGE_S = 86_400;
const FIELDS = ['id', 'first_name', 'last_name', 'username', 'photo_url', 'auth_date', 'hash'] as const;

/** telegramAuth is base64 (or base64url) of the widget's JSON; anything else is null. */
export function parseTelegramAuth(text: string): TelegramUser | null {
  if (text.length > 4096 || !/^[A-Za-z0-9+/_-]+=*$/.test(text)) return null;
  let v: unknown;
  try { v = JSON.parse(Buffer.from(text, 'base64').toString('utf8')); } catch { return null; }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  if (Object.keys(o).some((k) => !(FIELDS as readonly string[]).includes(k))) return null;
  const id = typeof o.id === 'string' && /^\d{1,20}$/.test(o.id) ? Number(o.id) : o.id;
  const authDate = typeof o.auth_date === 'string' && /^\d{1,12}$/.test(o.auth_date) ? Number(o.auth_date) : o.auth_date;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return null;
  if (typeof authDate !== 'number' || !Number.isSafeInteger(authDate)) return null;
  if (typeof o.hash !== 'string' || !/^[0-9a-f]{64}$/.test(o.hash)) return null;
  for (const k of ['first_name', 'last_name', 'username', 'photo_url'] as const) {
    if (o[k] !== undefined && (typeof o[k] !== 'string' || (o[k] as string).length > 512)) return null;
  }
  return { ...(o as unknown as TelegramUser), id, auth_date: authDate };
}

/** data_check_string: every received field but hash, as key=value, sorted by key, joined by newlines. */
export function dataCheckString(user: Omit<TelegramUser, 'hash'> & { hash?: string }): string {
  return Object.entries(user)
    .filter(([k, v]) => k !== 'hash' && v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${String(v)}`)
    .join('\n');
}

/** hex(HMAC_SHA256(data_check_string, SHA256(bot_token))). */
export function telegramHash(user: Omit<TelegramUser, 'hash'>, botToken: string): string {
  const secret = createHash('sha256').update(botToken, 'utf8').digest();
  return createHmac('sha256', secret).update(dataCheckString(user), 'utf8').digest('hex');
}

/** The user when the hash is the bot's and auth_date is recent (and not ahead of our clock); else null. */
export function verifyTelegramUser(user: TelegramUser, botToken: string, nowMs: number): TelegramUser | null {
  if (!botToken) return null;
  const nowS = Math.floor(nowMs / 1000);
  if (user.auth_date > nowS + 60 || nowS - user.auth_date > TELEGRAM_MAX_AGE_S) return null;
  return safeEqual(telegramHash(user, botToken), user.hash) ? user : null;
}

/** Parse and verify in one step, as the login and register routes need it. */
export const verifyTelegramAuth = (text: string, botToken: string, nowMs: number): TelegramUser | null => {
  const user = parseTelegramAuth(text);
  return user ? verifyTelegramUser(user, botToken, nowMs) : null;
};

/** The widget result as telegramAuth text (the local sign-in page signs with the merchant's bot token). */
export function encodeTelegramAuth(user: Omit<TelegramUser, 'hash'>, botToken: string): string {
  return Buffer.from(JSON.stringify({ ...user, hash: telegramHash(user, botToken) }), 'utf8').toString('base64');
}
