import { randomBytes } from 'node:crypto';
import { providerRow } from '../../../contract/loginProviders.ts';
import { CODES } from '../../../contract/serverCodes.ts';
import { resolveAttribution } from '../../auth/attribution.ts';
import { finishLogin, issueLogin } from '../../auth/login-outcome.ts';
import { findByLink, linkIdentity } from '../../auth/members.ts';
import { createMember, suggestUsername } from '../../auth/register.ts';
import { answersConsent, asksConsent, requireConsent } from '../../auth/register-consent.ts';
import { HttpError } from '../../http/reply.ts';
import { readValidJson } from '../../http/read-body.ts';
import { bool, object, oneOf, optional, optStr, recordOf, str } from '../../http/validator.ts';
import { verifyTelegramAuth } from '../telegram-auth.ts';
import type { ServerLoginProvider } from './types.ts';

const row = providerRow('telegram');

/** telegramAuth plus the registration info used when the Telegram user has no member yet (production wire A6). */
const telegramCheck = object({
  telegramAuth: str({ min: 1, max: 4096 }),
  registerMethod: optional(oneOf(['APP', 'H5', 'PWA', 'WEBCLIP'] as const)),
  registerUrl: optStr(2048), loginDeviceId: optStr(64), isOfficialAppLogin: optional(bool),
  linkId: optStr(128), affiliateCode: optStr(64), domain: optStr(253), referralCode: optStr(64),
  pixelTrack: optional(recordOf(str({ max: 512 }), 40)),
  // The merchant's register.consent confirmations, for the account a first sign-in creates (Tessera's fields).
  termsAccepted: optional(bool), ageConfirmed: optional(bool),
});

const verify: NonNullable<ServerLoginProvider['verify']> = async (c, deps, telegramAuth) => {
  const user = verifyTelegramAuth(telegramAuth, c.get('merchant').config.server.telegramBotToken ?? '', deps.now());
  if (!user) throw new HttpError(200, CODES.telegramValidateFailed, 'the Telegram sign-in could not be verified');
  return { subject: String(user.id), name: user.username ?? '' };
};

/** Telegram: the login widget's result, signed with the merchant's bot token. */
export const telegram: ServerLoginProvider = {
  row,
  enabled: (m) => m.config.whitelabel[row.flag] && Boolean(m.config.server.telegramBotToken),
  registerEnabled: (m) => telegram.enabled(m),
  verify,
  unlinked: CODES.bindCustomerRequired,
  // The messaging-app login logs a linked user in, and registers (and links) one seen for the first time.
  async login(c, deps) {
    const merchant = c.get('merchant');
    const body = await readValidJson(c, telegramCheck);
    const user = await verify(c, deps, body.telegramAuth);
    const linked = await findByLink(deps.db, merchant.code, row.link, user.subject);
    if (linked) return finishLogin(c, deps, linked, false);
    // No account without the merchant's confirmations: a body that never asked them gets the bind answer, whose
    // register choice asks them (src/social); one that answered them is checked as a registration is.
    if (asksConsent(merchant) && !answersConsent(body)) throw new HttpError(200, telegram.unlinked, 'a new account needs the registration confirmations: register or link');
    requireConsent(merchant, body);
    const username = await suggestUsername(deps.db, merchant.code, user.name.replace(/[^A-Za-z0-9]/g, '').slice(0, 8) || 'tg');
    const { telegramAuth: _auth, ...given } = body;
    // The same check as a registration: codes must name this merchant's agents and members.
    const attribution = await resolveAttribution(c, deps, given);
    const member = await createMember(deps.db, merchant, {
      username, password: randomBytes(18).toString('base64url'), usesDefaultPassword: false, mobile: null, attribution,
    }, deps.now());
    await linkIdentity(deps.db, merchant.code, row.link, user.subject, member.id);
    return issueLogin(c, deps, member, false);
  },
};
