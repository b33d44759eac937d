import { proxy, ref } from 'valtio';
import { NO_LANGUAGE_SYNC_TYPE, type MemberInfo } from '../../contract/wps';
import { getMemberInfo, setMemberLanguage } from '../api';
import { hasSession, state as session, updateSession } from './session';

/** The logged-in member (spec section 3, member info). */
export const state = proxy({ info: null as MemberInfo | null });

export { NO_LANGUAGE_SYNC_TYPE };

export const isAgent = (m: Pick<MemberInfo, 'type'> | null): boolean => m?.type === 1 || m?.type === 2;

export async function loadMember(): Promise<MemberInfo | null> {
  const token = session.info?.token;
  if (!token) return null;
  const env = await getMemberInfo();
  // The answer belongs to the session that asked: after a logout or a new login it is dropped.
  if (session.info?.token !== token) return null;
  const v = env.value;
  if (!env.success || !v || typeof v.account !== 'string' || typeof v.type !== 'number') return null;
  state.info = ref(v);
  const s = session.info;
  if (s.userName !== v.userName || s.id !== v.id || s.type !== v.type) updateSession({ userName: v.userName, id: v.id, type: v.type });
  return v;
}

export function resetMember(): void {
  state.info = null;
}

/** Spec section 4: a language change is synced to the member, except for member type 4. */
export async function syncMemberLanguage(language: string, merchantCode: string): Promise<boolean> {
  if (!hasSession() || session.info?.type === NO_LANGUAGE_SYNC_TYPE) return false;
  // The member type must be known before syncing: a type-4 member is never synced.
  const info = state.info ?? (await loadMember());
  if (!info || info.type === NO_LANGUAGE_SYNC_TYPE) return false;
  // The merchant travels in the Merchant header (production wire A13); a session of another merchant does not sync.
  if (session.info?.merchantCode && merchantCode && session.info.merchantCode.toLowerCase() !== merchantCode.toLowerCase()) return false;
  const env = await setMemberLanguage({ language });
  return env.success;
}
