import { Hono } from 'hono';
import { USERNAME_PATTERN } from '../../../contract/auth.ts';
import { CODES } from '../../../contract/serverCodes.ts';
import { CHECK_USERNAME_MODULE, VERIFICATION_PATHS, type CheckUsernameAnswer } from '../../../contract/verification.ts';
import { findByUsername } from '../../auth/members.ts';
import { requireMethod } from '../../auth/method-gate.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { HttpError, replyOk } from '../../http/reply.ts';
import { object, str, validate } from '../../http/validator.ts';

const query = object({ username: str({ min: 1, max: 64 }) });

/**
 * A22: GET /wps/check/username?username= (ModuleId REG3): value true when the name is free for this merchant
 * (the answer's form was not seen: the reference server's choice). Names compare without case, as registration
 * does; a malformed name is a 400, so only well-formed names are looked up. The /wps rate limit bounds probing.
 */
export function checkUsernameRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get(VERIFICATION_PATHS.checkUsername, async (c) => {
    if (c.req.header('ModuleId') !== CHECK_USERNAME_MODULE) throw new HttpError(400, CODES.headerMissing, `ModuleId header must be ${CHECK_USERNAME_MODULE}`);
    const { username } = validate(query, c.req.query());
    const merchant = c.get('merchant');
    requireMethod(merchant, 'register');
    const name = username.trim();
    if (!USERNAME_PATTERN.test(name)) throw new HttpError(400, CODES.badRequest, 'username must start with a letter and have 6 to 16 letters or digits');
    const taken = await findByUsername(deps.db, merchant.code, name);
    c.header('Cache-Control', 'no-store');
    return replyOk<CheckUsernameAnswer>(c, !taken);
  });
  return app;
}
