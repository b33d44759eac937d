import type { Context } from 'hono';
import type { CaptchaFields, CaptchaScene } from '../../contract/captcha.ts';
import type { AppDeps } from '../http/app-env.ts';

/**
 * SEAM: throws an HttpError when the merchant's captcha display flag for `scene` is on and `fields` do not
 * carry a result this server issued and has not seen used. Owned by the captcha work; the auth routes call it.
 */
export async function requireCaptcha(c: Context, deps: AppDeps, scene: CaptchaScene, fields: CaptchaFields): Promise<void> {
  void c; void deps; void scene; void fields;
}
