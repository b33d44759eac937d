/**
 * Every way into a member session opens it here (spec section 4): a login of any method (completeLogin), a
 * registration that logs in (finishRegistration), a token handed over in the URL, and the end of a forced password
 * change. One place, so none of them forgets member info or the chat widget's identity (WPSCORE_saveMemberInfoByAuthKey).
 */
import { resetSessionExpiry } from '../api/errors.ts';
import { closeAuthDialogs } from '../state/auth.ts';
import { loadMember, resetMember } from '../state/member.ts';
import { requirePasswordChange, setSession, type SessionInfo } from '../state/session.ts';
import { bindChatIdentity } from './chatIdentity.ts';

/** A session free to use: member info, and the chat widget knows the member from now on. */
export function memberSessionReady(): void {
  void loadMember();
  void bindChatIdentity().catch((err: unknown) => console.warn('[chat] identity not bound', err));
}

/**
 * Sets the answered session. One held on the forced password change waits: the server refuses it every other
 * member call, so member info and the chat identity follow the change (memberSessionReady).
 */
export function openMemberSession(info: SessionInfo, heldOnChange: boolean): void {
  resetMember();
  setSession(info);
  resetSessionExpiry();
  closeAuthDialogs();
  if (heldOnChange) requirePasswordChange();
  else memberSessionReady();
}
