import { subscribe } from 'valtio';
import { state as session } from '../state/session';
import { loadMember, resetMember, state as member } from '../state/member';
import { checkPromoCode, resetPromoCode } from '../state/promo';
import { loadRank, resetRank } from '../state/rank';
import { loadDepositSettings, resetDeposit } from '../state/deposit';
import { loadUnread, resetUnread } from '../state/inbox';
import { loadChatUnread, resetChatUnread } from '../state/cs';
import { state as merchant } from '../state/merchant';

// The wallet store loads with its first use, not with the first screen (its byte budget).
const wallet = (): Promise<typeof import('../state/wallet')> => import('../state/wallet');

/** Spec section 4: what a new login loads (and the wallet balance the header and account page show). */
export function onLoggedIn(): Promise<unknown> {
  // The chat's counter only where the in-house chat exists (whitelabel CBS3).
  const chat = merchant.status?.whitelabelVal.CBS3 ? loadChatUnread() : undefined;
  return Promise.all([checkPromoCode(), loadRank(), loadDepositSettings(), loadUnread(), chat, wallet().then((w) => w.loadWallet())]);
}

/** Spec section 4: logout resets unread to 0, member info and the deposit count (and the rest of the member's data). */
export function onLoggedOut(): void {
  resetUnread();
  resetChatUnread();
  resetMember();
  resetDeposit();
  resetRank();
  resetPromoCode();
  void wallet().then((w) => w.resetWallet(), (e: unknown) => console.warn('[wallet] not reset', e));
}

/**
 * Watches the session token: a new token (login, a token handed over in the URL, another member) loads
 * the member's data, no token resets it. Returns the unsubscribe function.
 */
export function startSessionTriggers(): () => void {
  let token = session.info?.token ?? null;
  if (token) void onLoggedIn();
  return subscribe(session, () => {
    const next = session.info?.token ?? null;
    if (next === token) return;
    token = next;
    if (next) {
      // Another member's info is dropped at once, so the page never mixes two accounts.
      if (member.info?.token !== next) {
        resetMember();
        void loadMember();
      }
      void onLoggedIn();
    } else {
      onLoggedOut();
    }
  });
}
