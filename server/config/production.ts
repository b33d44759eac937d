import { captchaRequired, type CaptchaScene } from '../../contract/captcha.ts';
import type { MerchantConfig } from '../merchants/merchant-config.ts';
import type { MerchantSeed } from '../merchants/seed/merchant-seed.ts';
import { PUBLISHED_SECRETS, REPOSITORY_MERCHANTS } from './repository-merchants.ts';
import { readSecret, secretVar, type Env, type SecretName } from './secrets.ts';

/** GeeTest's own v4 script: production has no local captcha provider. */
export const GEETEST_V4_SCRIPT = 'https://static.geetest.com/v4/gt4.js';
/** BotFather's token shape; the part before the colon is the bot id the login widget needs. */
const TELEGRAM_TOKEN = /^(\d{1,20}):[A-Za-z0-9_-]{20,}$/;
const LINE_CHANNEL_ID = /^\d{1,20}$/;
const PASSWORD_MIN = 8;
const SCENES: readonly CaptchaScene[] = ['login', 'sms', 'register'];

/** Switches that make a server trust what a visitor says; each is for tests only. */
const TEST_ONLY_SWITCHES: readonly { name: string; on: (env: Env) => boolean; why: string }[] = [
  { name: 'TRUST_TEST_IP_HEADER', on: (env) => env.TRUST_TEST_IP_HEADER === '1', why: 'lets any visitor choose its client address' },
  { name: 'TESSERA_TEST_HOOKS', on: (env) => env.TESSERA_TEST_HOOKS === '1', why: 'opens fault injection and stored-event reads' },
  { name: 'FIREBASE_AUTH_EMULATOR_HOST', on: (env) => Boolean(env.FIREBASE_AUTH_EMULATOR_HOST?.trim()), why: 'accepts unsigned Firebase ID tokens' },
];

export interface SeedPlan { seeds: MerchantSeed[]; problems: string[] }

/**
 * One repository merchant as production serves it: its non-secret configuration (row, domains, look, lobby),
 * no members, and every credential from the environment. A credential is required when a feature the
 * merchant has switched on needs it; a missing, malformed or published one is a problem.
 */
export function productionSeed(m: MerchantSeed, env: Env): { seed: MerchantSeed; problems: string[] } {
  const problems: string[] = [];
  const take = (name: SecretName, why: string, required: boolean, valid?: { test: (v: string) => boolean; rule: string }): string => {
    const variable = secretVar(m.code, name);
    const value = readSecret(env, m.code, name);
    if (value === undefined) {
      if (required) problems.push(`${variable} is missing (merchant ${m.code}: ${why})`);
      return '';
    }
    if (PUBLISHED_SECRETS.has(value)) problems.push(`${variable} is a value published in the repository; choose your own`);
    else if (valid && !valid.test(value)) problems.push(`${variable} ${valid.rule}`);
    return value;
  };
  const c = m.config;
  const f = c.whitelabel;
  const server: MerchantConfig['server'] = { defaultRegistrationPassword: '' };
  const gw: MerchantConfig['gw'] = { GEETEST_ID: '', LINE_CLIENT_ID: '', ...(c.gw.GEETEST_VERSION ? { GEETEST_VERSION: c.gw.GEETEST_VERSION } : {}), ...(c.gw.PROFILE_ICON_COUNT ? { PROFILE_ICON_COUNT: c.gw.PROFILE_ICON_COUNT } : {}) };
  const messagingApp = { ...c.messagingApp, botId: '' };

  if (f.TELEGRAMLOGIN3) {
    const token = take('TELEGRAM_BOT_TOKEN', 'Telegram login (TELEGRAMLOGIN3) is on', true, { test: (v) => TELEGRAM_TOKEN.test(v), rule: 'must be the bot token as BotFather gives it (<bot id>:<secret>)' });
    server.telegramBotToken = token;
    messagingApp.botId = TELEGRAM_TOKEN.exec(token)?.[1] ?? '';
  }
  if (f.LINELOGIN3) {
    gw.LINE_CLIENT_ID = take('LINE_CHANNEL_ID', 'LINE login (LINELOGIN3) is on', true, { test: (v) => LINE_CHANNEL_ID.test(v), rule: 'must be the LINE Login channel id (digits)' });
    server.line = { channelSecret: take('LINE_CHANNEL_SECRET', 'LINE login (LINELOGIN3) is on', true), devUsers: [] };
  }
  // Spec section 5: mobile registration without the password-required setting gives the member this password.
  const needsDefault = f.MOBILENUMREG3 && !c.register.passwordRequired;
  server.defaultRegistrationPassword = take('DEFAULT_REGISTRATION_PASSWORD', 'mobile registration (MOBILENUMREG3) without passwordRequired', needsDefault,
    { test: (v) => v.length >= PASSWORD_MIN, rule: `must be at least ${PASSWORD_MIN} characters` });
  if (SCENES.some((scene) => captchaRequired(c.register.captcha, scene))) {
    if ((c.gw.GEETEST_VERSION ?? 'v3') !== 'v4') problems.push(`merchant ${m.code}: its captcha is GeeTest v3, which production mode does not verify; use GEETEST_VERSION v4`);
    gw.GEETEST_ID = take('GEETEST_ID', 'the captcha is on', true);
    server.geetestKey = take('GEETEST_KEY', 'the captcha is on', true);
    gw.GEETEST_SCRIPT_URL = GEETEST_V4_SCRIPT;
  }
  return { seed: { ...m, config: { ...c, gw, messagingApp, server }, members: [] }, problems };
}

/** TESSERA_MERCHANTS (comma-separated codes) picks which repository merchants production serves; all by default. */
function selectedMerchants(env: Env): SeedPlan {
  const raw = env.TESSERA_MERCHANTS?.trim();
  if (!raw) return { seeds: [...REPOSITORY_MERCHANTS], problems: [] };
  const codes = raw.split(',').map((s) => s.trim()).filter(Boolean);
  const known = new Map(REPOSITORY_MERCHANTS.map((m) => [m.code, m]));
  const problems = codes.filter((code) => !known.has(code))
    .map((code) => `TESSERA_MERCHANTS names ${code}, which is not one of ${[...known.keys()].join(', ')}`);
  const seeds = REPOSITORY_MERCHANTS.filter((m) => codes.includes(m.code));
  if (seeds.length === 0 && problems.length === 0) problems.push('TESSERA_MERCHANTS names no merchant');
  return { seeds, problems };
}

/** The merchants production mode seeds, and every problem that must stop the server before it listens. */
export function productionPlan(env: Env): SeedPlan {
  const selected = selectedMerchants(env);
  const planned = selected.seeds.map((m) => productionSeed(m, env));
  const switches = TEST_ONLY_SWITCHES.filter((s) => s.on(env)).map((s) => `${s.name} must not be set in production mode: it ${s.why}`);
  return { seeds: planned.map((p) => p.seed), problems: [...selected.problems, ...planned.flatMap((p) => p.problems), ...switches] };
}

/** The start-up checks of production mode: an empty list means the server may start. */
export const productionProblems = (env: Env): string[] => productionPlan(env).problems;
