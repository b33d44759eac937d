import { providerRow } from '../../../contract/loginProviders.ts';
import type { LineLoginRequest } from '../../../contract/auth.ts';
import { CODES } from '../../../contract/serverCodes.ts';
import { finishLogin } from '../../auth/login-outcome.ts';
import { findByLink } from '../../auth/members.ts';
import { HttpError } from '../../http/reply.ts';
import { readValidJson } from '../../http/read-body.ts';
import { object, str, type Check } from '../../http/validator.ts';
import { lineUserOf } from '../line.ts';
import type { ServerLoginProvider } from './types.ts';

const row = providerRow('line');
const lineCheck: Check<LineLoginRequest> = object({ lineSessionToken: str({ min: 1, max: 128 }) });

const verify: NonNullable<ServerLoginProvider['verify']> = async (c, deps, lineSessionToken) => {
  const subject = await lineUserOf(deps.db, c.get('merchant').code, lineSessionToken, deps.now());
  if (!subject) throw new HttpError(200, CODES.lineInvalidToken, 'the LINE session is invalid or expired');
  return { subject, name: '' };
};

/** LINE: a lineSessionToken this server issued for the merchant's channel (WPS3RD_verifyLineCode). */
export const line: ServerLoginProvider = {
  row,
  enabled: (m) => m.config.whitelabel[row.flag] && m.config.gw.LINE_CLIENT_ID !== '',
  registerEnabled: (m) => line.enabled(m),
  verify,
  unlinked: CODES.notExistsUser,
  // Production wire A5: {lineSessionToken, loginDeviceId, device}; a linked user logs in, others bind.
  async login(c, deps) {
    const body = await readValidJson(c, lineCheck);
    const { subject } = await verify(c, deps, body.lineSessionToken);
    const member = await findByLink(deps.db, c.get('merchant').code, row.link, subject);
    if (!member) throw new HttpError(200, line.unlinked, 'no account is linked to this LINE user');
    return finishLogin(c, deps, member, false);
  },
};
