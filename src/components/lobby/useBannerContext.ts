import { useSnapshot } from 'valtio';
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
  return {
    origin: location.origin,
    own: { current: location.hostname, mainDomain: m.status?.mainDomain ?? '' },
    token: info?.token || null,
    userName: mem.info?.userName || info?.userName || '',
    isAgent: isAgent(mem.info) || info?.type === 1 || info?.type === 2,
    backUrl: `${BASE}${path === '/' ? '/home' : path}${search ? `?${search}` : ''}`,
  };
}
