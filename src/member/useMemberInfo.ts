import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { MemberInfo } from '../../contract/wps';
import { loadMember, state as member } from '../state/member';
import { state as session } from '../state/session';

/** The member when there is a session ('loading' until the info arrives), null for a guest. */
export function useMemberInfo(): MemberInfo | null | 'loading' {
  const { info } = useSnapshot(member);
  const { info: s } = useSnapshot(session);
  useEffect(() => {
    if (s?.token && !member.info) void loadMember();
  }, [s?.token]);
  if (!s?.token) return null;
  return (info as MemberInfo | null) ?? 'loading';
}
