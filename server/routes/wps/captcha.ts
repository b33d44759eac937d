import { Hono } from 'hono';
import { AUTH_PATHS, type GeetestRegister } from '../../../contract/auth.ts';
import { CAPTCHA_CODES, CAPTCHA_LOCAL, type GeetestV3Result, type GeetestV4Result, type LocalCaptchaVerify } from '../../../contract/captcha.ts';
import { CODES } from '../../../contract/serverCodes.ts';
import { VERIFICATION_PATHS } from '../../../contract/verification.ts';
import { isDevMode } from '../../auth/auth-mode.ts';
import { issueImageCaptcha } from '../../captcha/image-captcha.ts';
import { providerScript } from '../../captcha/provider-script.ts';
import { sharedCaptchaStore } from '../../captcha/shared-store.ts';
import { geetestVersion } from '../../captcha/verify.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { HttpError, replyOk } from '../../http/reply.ts';
import { readValidJson } from '../../http/read-body.ts';
import { object, optStr, str, validate, type Check } from '../../http/validator.ts';

const registerQuery = object({ t: optStr(20) });
const HEX = /^[0-9a-f]{1,64}$/;
const verifyCheck: Check<LocalCaptchaVerify> = object({
  challenge: optStr(64), captchaId: optStr(128),
});
const SCRIPTS = { [CAPTCHA_LOCAL.scriptV3]: providerScript('v3'), [CAPTCHA_LOCAL.scriptV4]: providerScript('v4') };

/**
 * GET /wps/captcha (A19, the image captcha of a refused login), GET /wps/captcha/geetest (spec section 7) and the
 * local provider that stands in for GeeTest (not in production mode).
 */
export function captchaRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const store = sharedCaptchaStore(deps.db);

  // value = the base64 PNG (no data: prefix), production's form; the code is tied to this browser by a cookie.
  app.get(VERIFICATION_PATHS.imageCaptcha, async (c) => {
    const png = await issueImageCaptcha(c, deps.db, c.get('merchant').code, deps.now());
    c.header('Cache-Control', 'no-store');
    return replyOk<string>(c, png);
  });

  // v3: gt, challenge and newCaptcha; v4 reads only the id.
  app.get(AUTH_PATHS.geetest, async (c) => {
    validate(registerQuery, c.req.query());
    const merchant = c.get('merchant');
    const id = merchant.config.gw.GEETEST_ID;
    if (!id) throw new HttpError(503, CAPTCHA_CODES.notWork, CAPTCHA_CODES.notWork);
    const version = geetestVersion(merchant);
    // A v3 challenge must come from GeeTest's register API, which production mode does not call.
    if (version === 'v3' && !isDevMode()) throw new HttpError(503, CAPTCHA_CODES.notWork, CAPTCHA_CODES.notWork);
    const challenge = version === 'v3' ? await store.issueChallenge(merchant.code, deps.now()) : '';
    c.header('Cache-Control', 'no-store');
    return replyOk<GeetestRegister>(c, { gt: id, challenge, newCaptcha: true, id, version });
  });

  // The player pressed the provider's button: hand out a result this server will accept once.
  app.post(CAPTCHA_LOCAL.verify, async (c) => {
    if (!isDevMode()) throw new HttpError(404, CODES.notFound, 'not found');
    const body = await readValidJson(c, verifyCheck);
    const merchant = c.get('merchant');
    const version = geetestVersion(merchant);
    c.header('Cache-Control', 'no-store');
    if (version === 'v3') {
      const challenge = validate(str({ pattern: HEX }), body.challenge, 'challenge');
      const result = await store.solveV3(merchant.code, challenge, deps.now());
      if (!result) throw new HttpError(400, CAPTCHA_CODES.invalid, 'unknown, expired or already solved challenge');
      return replyOk<GeetestV3Result>(c, result);
    }
    const captchaId = validate(str({ min: 1, max: 128 }), body.captchaId, 'captchaId');
    if (captchaId !== merchant.config.gw.GEETEST_ID) throw new HttpError(400, CAPTCHA_CODES.invalid, 'captchaId is not this merchant\'s');
    return replyOk<GeetestV4Result>(c, await store.solveV4(merchant.code, captchaId, deps.now()));
  });

  for (const [path, body] of Object.entries(SCRIPTS)) {
    app.get(path, (c) => (!isDevMode() ? c.text('Not Found', 404) : c.body(body, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' })));
  }
  return app;
}
