import { proxy } from 'valtio';
import { getDepositSettings } from '../api/member';
import { isCount } from './inbox';
import { state as session } from './session';
import { loadWallet } from './wallet';

/** Deposit settings of the member (spec section 3: totalDepositSuccessCount) and the cashier entries. */
export const state = proxy({
  /** null until known: the deposit/redeposit event needs the real count. */
  totalDepositSuccessCount: null as number | null,
  depositUrl: '',
  withdrawUrl: '',
});

const isUrl = (u: unknown): u is string => typeof u === 'string' && u.length <= 2048;

export async function loadDepositSettings(): Promise<void> {
  const token = session.info?.token;
  if (!token) return;
  const env = await getDepositSettings();
  if (session.info?.token !== token || !env.success) return;
  const v = env.value as Record<string, unknown> | null;
  if (!v || !isCount(v.totalDepositSuccessCount)) {
    console.warn('deposit: settings answer ignored', env.value);
    return;
  }
  const before = state.totalDepositSuccessCount;
  state.totalDepositSuccessCount = v.totalDepositSuccessCount;
  // A deposit went through since the last read: the balance changed with it.
  if (before !== null && v.totalDepositSuccessCount > before) void loadWallet();
  state.depositUrl = isUrl(v.depositUrl) ? v.depositUrl : '';
  state.withdrawUrl = isUrl(v.withdrawUrl) ? v.withdrawUrl : '';
}

export function resetDeposit(): void {
  state.totalDepositSuccessCount = null;
  state.depositUrl = '';
  state.withdrawUrl = '';
}
