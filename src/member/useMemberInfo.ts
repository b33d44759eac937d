import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import type { MemberInfo } from '../../contract/wps';
import { loadMember, state as member } from '../state/member';
import { state as session } from '../state/session';

/**
 * The member when there is a session: 'loading' until the info arrives, 'failed' when the read failed (`retry` reads
 * again); null for a guest.
 */
export function useMemberInfo(): { info: MemberInfo | null | 'loading' | 'failed'; retry: () => void } {
  const { info } = useSnapshot(member);
  const { info: s } = useSnapshot(session);
  const token = s?.token;
  // The session whose read failed: a new login starts without the old failure.
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const retry = useCallback(() => {
    if (!token) return;
    setFailedFor(null);
    void loadMember().then((got) => { if (!got && !member.info) setFailedFor(token); });
  }, [token]);
  useEffect(() => { if (token && !member.info) retry(); }, [token, retry]);
  if (!token) return { info: null, retry };
  if (info) return { info: info as MemberInfo, retry };
  return { info: failedFor === token ? 'failed' : 'loading', retry };
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
