import { CODES } from '../../../contract/serverCodes.ts';
import { PUSH_ALL, PUSH_CLICKED, PUSH_DELIVERED, PUSH_TOKEN_MAX, type PushDeliveryBody, type PushRegistrationBody } from '../../../contract/push.ts';
import type { AppDeps } from '../../http/app-env.ts';
import { readValidJson } from '../../http/read-body.ts';
import { HttpError, replyOk } from '../../http/reply.ts';
import { bool, isPlainObject, object, oneOf, optional, str, type Check } from '../../http/validator.ts';
import { bindToken, storePushReceipt, subscribeToken, unsubscribeToken } from '../../services/push-registrations.ts';
import type { RelayHandlers } from './relay.ts';

// FCM tokens use the URL-safe base64 alphabet plus ':'; local development tokens add '-'.
const token = str({ min: 1, max: PUSH_TOKEN_MAX, pattern: /^[A-Za-z0-9_:.-]+$/ });
const newBind = object({ registrationToken: token });
const oldBind = object({ channel: oneOf([PUSH_ALL] as const), token });
/** Production's {registrationToken}, or the spec's older {channel: 'ALL', token}: the token either way. */
const bindCheck: Check<string> = (v, f) => (isPlainObject(v) && 'registrationToken' in v ? newBind(v, f).registrationToken : oldBind(v, f).token);
const deliveryCheck: Check<PushDeliveryBody> = object({
  trackingUuid: str({ min: 1, max: 128, pattern: /^[A-Za-z0-9_:.-]+$/ }), eventType: oneOf([PUSH_DELIVERED, PUSH_CLICKED] as const),
});
const subscribeCheck = object({ registrationToken: token, topic: oneOf([PUSH_ALL] as const) });
const unsubscribeCheck = object({ registrationToken: token, unsubscribeAll: optional(bool) });

const unknownToken = (): HttpError => new HttpError(400, CODES.pushTokenUnknown, 'registrationToken is not bound to this member');

/**
 * CSP_fcmBind, CSP_fcmSubscribe, CSP_fcmUnsubscribe (members only: the member is always the session's; a member id in the
 * body is dropped by the checks, never read) and EMFE_appPushDeliveryCallback (the service worker's receipts, no session).
 */
export function pushRelays(deps: AppDeps): RelayHandlers {
  return {
    fcmBind: async (c) => {
      const member = c.get('member');
      const registrationToken = await readValidJson(c, bindCheck);
      await bindToken(deps.db, c.get('merchant').code, member.id, registrationToken, PUSH_ALL, deps.now());
      return replyOk(c, true);
    },
    fcmSubscribe: async (c) => {
      const member = c.get('member');
      const body: PushRegistrationBody = await readValidJson(c, subscribeCheck);
      const done = await subscribeToken(deps.db, c.get('merchant').code, member.id, body.registrationToken, PUSH_ALL, deps.now());
      if (!done) throw unknownToken();
      return replyOk(c, true);
    },

    // Unsubscribing an unknown token succeeds: logout must never fail over a token the server already forgot.
    fcmUnsubscribe: async (c) => {
      const member = c.get('member');
      const body: PushRegistrationBody = await readValidJson(c, unsubscribeCheck);
      const removed = await unsubscribeToken(deps.db, c.get('merchant').code, member.id, body.registrationToken);
      return replyOk(c, { removed });
    },

    // Kept as an event (pushDELIVERED / pushCLICKED), de-duplicated per trackingUuid and type: a retried receipt counts once.
    pushDelivery: async (c) => {
      const body = await readValidJson(c, deliveryCheck);
      await storePushReceipt(deps.db, c.get('merchant').code, body, deps.now());
      return replyOk(c, true);
    },
  };
}
