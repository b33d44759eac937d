import type { Context } from 'hono';
import { CAPTCHA_CODES, captchaRequired } from '../../contract/captcha.ts';
import { fail, type Envelope } from '../../contract/envelope.ts';
import { CODES } from '../../contract/serverCodes.ts';
import { clearAttempts, countFailure, failureCount } from '../auth/attempt-throttle.ts';
import type { AppDeps, AppEnv } from '../http/app-env.ts';
import { HttpError } from '../http/reply.ts';
import { consumeImageCaptcha } from './image-captcha.ts';

/**
 * When a password login needs the image captcha (production wire A2/A19): after `accountFailures` wrong passwords
 * for one typed name, or `addressFailures` from one address (a shared mobile address must not trip it for everyone),
 * each counted until `quietMs` after its last failure.
 */
export const LOGIN_IMAGE_CAPTCHA = { accountFailures: 3, addressFailures: 10, quietMs: 15 * 60_000 };

/** The error value that tells the page to show the picture (production's value.captcha). */
export interface ImageCaptchaAsk { captcha: true }

/** A refused login whose answer carries value.captcha; the login route answers it (HttpError has no value). */
export class ImageCaptchaAskError extends HttpError {
  constructor(code: string, message: string) {
    super(200, code, message);
  }

  reply(c: Context<AppEnv>, deps: AppDeps): Response {
    deps.logWarn(`200 ${this.code} ${c.req.method} ${c.req.path}: ${this.message}`);
    c.header('Cache-Control', 'no-store');
    const body: Envelope<ImageCaptchaAsk> = { ...fail(this.code, this.message), value: { captcha: true } };
    return c.json(body, 200);
  }
}

const accountKey = (loginKey: string): string => `imgcap|${loginKey}`;
const addressKey = (c: Context<AppEnv>): string => `imgcap|ip|${c.get('merchant').code}|${c.get('clientIp')}`;

// A merchant whose GeeTest captcha already guards every login keeps that one check.
const geetestGuards = (c: Context<AppEnv>): boolean => captchaRequired(c.get('merchant').config.register.captcha, 'login');

/**
 * Before a password is checked: when this name or address has failed often enough, the picture's code must come
 * with the login (each picture is good for one try); otherwise refused with value.captcha, no password evaluated.
 */
export async function requireImageCaptcha(c: Context<AppEnv>, deps: AppDeps, loginKey: string, typed: string | undefined): Promise<void> {
  if (geetestGuards(c)) return;
  const now = deps.now();
  const [account, address] = await Promise.all([failureCount(deps.db, accountKey(loginKey), now), failureCount(deps.db, addressKey(c), now)]);
  if (account < LOGIN_IMAGE_CAPTCHA.accountFailures && address < LOGIN_IMAGE_CAPTCHA.addressFailures) return;
  if (!typed) throw new ImageCaptchaAskError(CAPTCHA_CODES.required, 'type the code shown in the picture');
  if (!(await consumeImageCaptcha(c, deps.db, c.get('merchant').code, typed, now))) {
    throw new ImageCaptchaAskError(CAPTCHA_CODES.invalid, 'the picture code is wrong or expired; type the code of the new picture');
  }
}

/** A wrong password: counted for the name and the address; the refusal asks for the picture once either reaches its limit. */
export async function wrongPassword(c: Context<AppEnv>, deps: AppDeps, loginKey: string): Promise<HttpError> {
  const message = 'wrong username or password';
  if (geetestGuards(c)) return new HttpError(200, CODES.loginCredErr, message);
  const now = deps.now();
  const account = await countFailure(deps.db, accountKey(loginKey), LOGIN_IMAGE_CAPTCHA.quietMs, now);
  const address = await countFailure(deps.db, addressKey(c), LOGIN_IMAGE_CAPTCHA.quietMs, now);
  const ask = account >= LOGIN_IMAGE_CAPTCHA.accountFailures || address >= LOGIN_IMAGE_CAPTCHA.addressFailures;
  return ask ? new ImageCaptchaAskError(CODES.loginCredErr, message) : new HttpError(200, CODES.loginCredErr, message);
}

/** A right password: the name's counter starts again; the address's is left to expire (others may share it). */
export async function rightPassword(deps: AppDeps, loginKey: string): Promise<void> {
  await clearAttempts(deps.db, accountKey(loginKey));
}
