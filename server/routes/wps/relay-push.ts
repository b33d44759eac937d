import { Hono } from 'hono';
import { CODES } from '../../../contract/serverCodes.ts';
import { PUSH_ALL, PUSH_RELAY, PUSH_TOKEN_MAX, type PushBindBody, type PushRegistrationBody } from '../../../contract/push.ts';
import { WPS } from '../../../contract/wps.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { readValidJson } from '../../http/read-body.ts';
import { HttpError, replyOk } from '../../http/reply.ts';
import { authenticate } from '../../http/require-member.ts';
import { bool, object, oneOf, optional, str, type Check } from '../../http/validator.ts';
import { bindToken, subscribeToken, unsubscribeToken } from '../../services/push-registrations.ts';

// FCM tokens use the URL-safe base64 alphabet plus ':'; local development tokens add '-'.
const token = str({ min: 1, max: PUSH_TOKEN_MAX, pattern: /^[A-Za-z0-9_:.-]+$/ });
const bindCheck: Check<PushBindBody> = object({ channel: oneOf([PUSH_ALL] as const), token });
const subscribeCheck = object({ registrationToken: token, topic: oneOf([PUSH_ALL] as const) });
const unsubscribeCheck = object({ registrationToken: token, unsubscribeAll: optional(bool) });

const unknownToken = (): HttpError => new HttpError(400, CODES.pushTokenUnknown, 'registrationToken is not bound to this member');

/**
 * POST /wps/relay/CSP_fcmBind, CSP_fcmSubscribe, CSP_fcmUnsubscribe (spec section 7): members only.
 * The member is always the session's; a member id in the body is dropped by the checks, never read.
 */
export function pushRelayRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post(WPS.relay + PUSH_RELAY.bind, async (c) => {
    const member = await authenticate(c, deps);
    const body = await readValidJson(c, bindCheck);
    await bindToken(deps.db, c.get('merchant').code, member.id, body.token, body.channel, deps.now());
    return replyOk(c, true);
  });

  app.post(WPS.relay + PUSH_RELAY.subscribe, async (c) => {
    const member = await authenticate(c, deps);
    const body: PushRegistrationBody = await readValidJson(c, subscribeCheck);
    const done = await subscribeToken(deps.db, c.get('merchant').code, member.id, body.registrationToken, PUSH_ALL, deps.now());
    if (!done) throw unknownToken();
    return replyOk(c, true);
  });

  // Unsubscribing an unknown token succeeds: logout must never fail over a token the server already forgot.
  app.post(WPS.relay + PUSH_RELAY.unsubscribe, async (c) => {
    const member = await authenticate(c, deps);
    const body: PushRegistrationBody = await readValidJson(c, unsubscribeCheck);
    const removed = await unsubscribeToken(deps.db, c.get('merchant').code, member.id, body.registrationToken);
    return replyOk(c, { removed });
  });

  return app;
}
