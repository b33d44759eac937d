import { useCallback, useEffect, useState } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import type { MemberInfo } from '../../contract/wps';
import { loadMember, state as member } from '../state/member';
import { state as session } from '../state/session';

/**
 * Reads member info when the session has none: a failed read is reported at once with a retry (instead of a loader's
 * 10 s give-up), for the session that read it; a guest is never read for.
 */
export function useMemberRead(): { failed: boolean; retry: () => void } {
  const token = useSnapshot(session).info?.token;
  // The session whose read failed: a new login starts without the old failure.
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const retry = useCallback(() => {
    if (!token) return;
    setFailedFor(null);
    void loadMember().then((got) => { if (!got && !member.info) setFailedFor(token); });
  }, [token]);
  useEffect(() => { if (token && !member.info) retry(); }, [token, retry]);
  return { failed: token !== undefined && failedFor === token, retry };
}

/** The member when there is a session: 'loading' until the info arrives, 'failed' when the read failed; null for a guest. */
export function useMemberInfo(): { info: MemberInfo | null | 'loading' | 'failed'; retry: () => void } {
  const { info } = useSnapshot(member);
  const token = useSnapshot(session).info?.token;
  const { failed, retry } = useMemberRead();
  if (!token) return { info: null, retry };
  if (info) return { info: info as MemberInfo, retry };
  return { info: failed ? 'failed' : 'loading', retry };
}
