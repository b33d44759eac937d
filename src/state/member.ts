import { proxy, ref } from 'valtio';
import type { MemberInfo } from '../../contract/wps';
import { getMemberInfo, setMemberLanguage } from '../api';
import { hasSession, state as session, updateSession } from './session';

/** The logged-in member (spec section 3, member info). */
export const state = proxy({ info: null as MemberInfo | null });

/** Member type 4 is special: its language is never synced (spec section 6). */
export const NO_LANGUAGE_SYNC_TYPE = 4;

export const isAgent = (m: Pick<MemberInfo, 'type'> | null): boolean => m?.type === 1 || m?.type === 2;

export async function loadMember(): Promise<MemberInfo | null> {
  if (!hasSession()) return null;
  const env = await getMemberInfo();
  if (!env.success || !env.value || typeof env.value.account !== 'string') return null;
  state.info = ref(env.value);
  if (session.info && !session.info.userName) updateSession({ userName: env.value.userName, id: env.value.id, type: env.value.type });
  return env.value;
}

export function resetMember(): void {
  state.info = null;
}

/** Spec section 4: a language change is synced to the member, except for member type 4. */
export async function syncMemberLanguage(language: string, merchantCode: string): Promise<boolean> {
  if (!hasSession()) return false;
  const type = state.info?.type ?? session.info?.type;
  if (type === NO_LANGUAGE_SYNC_TYPE) return false;
  const env = await setMemberLanguage({ language, merchantCode });
  return env.success;
}
