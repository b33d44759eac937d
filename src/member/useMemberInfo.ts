import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
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

/**
 * For pages that cannot show anything without member info (account, cashier): reads it when missing, and a failed
 * read is reported at once with a retry, instead of the loader's 10 s give-up.
 */
export function useMemberRead(): { failed: boolean; retry: () => void } {
  const [failed, setFailed] = useState(false);
  const retry = useCallback(() => {
    setFailed(false);
    void loadMember().then((got) => { if (!got && !member.info) setFailed(true); });
  }, []);
  useEffect(() => { if (!member.info) retry(); }, [retry]);
  return { failed, retry };
}
