import { Hono, type Context } from 'hono';
import { CODES } from '../../../contract/serverCodes.ts';
import { isCashierAmount, WALLET_CODES, WALLET_PATH, type Wallet } from '../../../contract/wallet.ts';
import type { AppDeps, AppEnv } from '../../http/app-env.ts';
import { readValidJson } from '../../http/read-body.ts';
import { HttpError, replyOk } from '../../http/reply.ts';
import { authenticate } from '../../http/require-member.ts';
import { object, ValidationError, type Check } from '../../http/validator.ts';
import { deposit, readWallet, withdraw } from './wallet-store.ts';

/** Only the reference server's own cashier page (no payment provider) may move money this way. */
export const STAND_IN_CASHIER = '/cs-widget/cashier.html';

const amount: Check<number> = (v, f) => {
  if (!isCashierAmount(v)) throw new ValidationError(f, 'must be a number from 1 to 1000000 with at most 2 decimals');
  return v;
};
const moveBody = object({ amount });

const currencyOf = (c: Context<AppEnv>): string => c.get('merchant').config.country.currency;
const major = (cents: number): number => cents / 100;

/** GET /wps/wallets/gcs (production-wire C19; the value shape is ours) and the stand-in cashier's deposit and withdraw. */
export function walletRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get(WALLET_PATH, async (c) => {
    const member = await authenticate(c, deps);
    const { balanceCents } = await readWallet(deps.db, c.get('merchant').code, member);
    // One member's money: never kept by a cache on the way.
    c.header('Cache-Control', 'no-store');
    return replyOk<Wallet>(c, { balance: major(balanceCents), currency: currencyOf(c) });
  });

  const move = (kind: 'deposit' | 'withdraw') => async (c: Context<AppEnv>) => {
    const member = await authenticate(c, deps);
    if (!(c.get('merchant').config.memberContent?.depositUrl ?? '').startsWith(STAND_IN_CASHIER)) {
      throw new HttpError(404, CODES.notFound, 'this merchant has a real cashier');
    }
    const body = await readValidJson(c, moveBody);
    const cents = Math.round(body.amount * 100);
    const code = c.get('merchant').code;
    const after = kind === 'deposit' ? await deposit(deps.db, code, member, cents) : await withdraw(deps.db, code, member, cents);
    c.header('Cache-Control', 'no-store');
    if (after === null) throw new HttpError(400, WALLET_CODES.insufficient, 'the amount is more than the balance');
    return replyOk<Wallet>(c, { balance: major(after), currency: currencyOf(c) });
  };
  app.post(`${WALLET_PATH}/deposit`, move('deposit'));
  app.post(`${WALLET_PATH}/withdraw`, move('withdraw'));
  return app;
}
