import { providerRow } from '../../../contract/loginProviders.ts';
import type { MayaLoginRequest } from '../../../contract/auth.ts';
import { CODES } from '../../../contract/serverCodes.ts';
import { isDevMode } from '../../auth/auth-mode.ts';
import { finishLogin } from '../../auth/login-outcome.ts';
import { findByLink } from '../../auth/members.ts';
import { HttpError } from '../../http/reply.ts';
import { readValidJson } from '../../http/read-body.ts';
import { object, str, type Check } from '../../http/validator.ts';
import { readGrant } from '../grants.ts';
import type { ServerLoginProvider } from './types.ts';

const row = providerRow('maya');
const mayaCheck: Check<MayaLoginRequest> = object({ sessionId: str({ min: 1, max: 128 }), env: str({ min: 1, max: 32 }) });

/** The wallet: hands the player back with a one-time sessionId for its environment; it never registers. */
export const maya: ServerLoginProvider = {
  row,
  // Only the local wallet page issues sessions: the reference server has no production Maya connection.
  enabled: (m) => Boolean(m.config.server.maya) && isDevMode(),
  registerEnabled: () => false,
  unlinked: CODES.bindCustomerRequired,
  async login(c, deps) {
    const merchant = c.get('merchant');
    const body = await readValidJson(c, mayaCheck);
    const grant = await readGrant(deps.db, merchant.code, 'maya_session', body.sessionId, deps.now(), true);
    if (!grant || grant.data.env !== body.env) throw new HttpError(200, CODES.mayaSessionInvalid, 'the wallet session is invalid, used or expired');
    const member = await findByLink(deps.db, merchant.code, row.link, grant.subject);
    if (!member) throw new HttpError(200, maya.unlinked, 'no account is linked to this wallet');
    return finishLogin(c, deps, member, false);
  },
};
