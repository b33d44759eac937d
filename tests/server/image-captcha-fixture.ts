import { VERIFICATION_PATHS } from '../../contract/verification.ts';
import type { Db } from '../../server/db/schema.ts';
import { call, DEMO, type App } from './helpers.ts';

/**
 * A browser's image captcha: its cookie and the code a player would read off the picture (straight from the
 * shared store). A login may send it whether or not it is asked for: it is only spent when the login needs it.
 */
export async function drawPicture(app: App, db: Db, opts: { cookie?: string; origin?: string; merchant?: string } = {}): Promise<{ cookie: string; code: string }> {
  const merchant = opts.merchant ?? 'demo';
  const res = await call(app, `${opts.origin ?? DEMO}${VERIFICATION_PATHS.imageCaptcha}`, { headers: { Merchant: merchant, ...(opts.cookie ? { Cookie: opts.cookie } : {}) } });
  if (!res.ok) throw new Error(`image captcha refused: ${res.status}`);
  const cookie = opts.cookie ?? (res.headers.get('Set-Cookie') ?? '').split(';')[0]!;
  const id = cookie.split('=')[1];
  const row = await db.selectFrom('captcha_entries').select('data').where('id', '=', `img|${merchant}|${id}`).executeTakeFirstOrThrow();
  return { cookie, code: (row.data as { code: string }).code };
}
