import { useMemo } from 'react';
import { useSnapshot } from '../../lib/useSnapshot';
import { useLocation, useSearch } from 'wouter';
import { BASE } from '../../../contract/routes';
import type { BannerContext } from '../../lobby/bannerAction';
import { state as merchant } from '../../state/merchant';
import { isAgent, state as member } from '../../state/member';
import { state as session } from '../../state/session';

/** What bannerAction needs from the page: origin, own hosts, session, agent flag, the back URL. */
export function useBannerContext(): BannerContext {
  const m = useSnapshot(merchant);
  const s = useSnapshot(session);
  const mem = useSnapshot(member);
  const [path] = useLocation();
  const search = useSearch();
  const info = s.info;
  const mainDomain = m.status?.mainDomain ?? '';
  const token = info?.token || null;
  const userName = mem.info?.userName || info?.userName || '';
  const agent = isAgent(mem.info) || info?.type === 1 || info?.type === 2;
  const backUrl = `${BASE}${path === '/' ? '/home' : path}${search ? `?${search}` : ''}`;
  // One object per distinct context, so memoised banner rows do not render again for nothing.
  return useMemo(() => ({
    origin: location.origin,
    own: { current: location.hostname, mainDomain },
    token,
    userName,
    isAgent: agent,
    backUrl,
  }), [mainDomain, token, userName, agent, backUrl]);
}
