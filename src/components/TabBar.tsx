import { Link, useLocation } from 'wouter';
import { useSnapshot } from '../lib/useSnapshot';
import { PATHS } from '../../contract/routes';
import { state as session } from '../state/session';
import { isAgent, state as member } from '../state/member';
import { useT, type MessageKey } from '../i18n';
import { ShellIcon } from './icons/ShellIcon';
import type { ShellIconName } from './icons/shellIcons';
import { withTracking } from '../lib/tracking';
import { localStore } from '../lib/memoryStorage';

interface Tab { to: string; label: MessageKey; icon: ShellIconName; match: readonly string[] }

/** The five tabs for a guest or a member (agents invite through the agent registration). */
export function tabsFor(member: boolean, agent: boolean): Tab[] {
  const invite = agent ? PATHS.agentRegister : PATHS.inviteFriends;
  return [
    { to: PATHS.home, label: 'nav_home', icon: 'home', match: [PATHS.home, PATHS.root, PATHS.index, PATHS.indexHtml] },
    { to: PATHS.activity, label: 'promotions_title', icon: 'promotions', match: [PATHS.activity] },
    member
      ? { to: PATHS.deposit, label: 'member_deposit', icon: 'deposit', match: [PATHS.deposit] }
      : { to: PATHS.register, label: 'nav_register', icon: 'register', match: [PATHS.register, PATHS.registerHtml] },
    { to: invite, label: 'tab_invite', icon: 'invite', match: [invite] },
    member
      ? { to: PATHS.memberHome, label: 'nav_member', icon: 'account', match: [PATHS.memberHome] }
      : { to: PATHS.login, label: 'nav_member', icon: 'account', match: [PATHS.login] },
  ];
}

/** The bottom tab bar's links (TabBarSlot holds its place and mounts it). */
export default function TabBar() {
  const t = useT();
  const [path] = useLocation();
  const s = useSnapshot(session);
  const m = useSnapshot(member);
  const tabs = tabsFor(Boolean(s.info?.token), isAgent(m.info));
  return (
    <nav className="tabbar" aria-label={t('nav_main')} data-testid="tab-bar">
      {tabs.map((tab) => (
        <Link key={tab.to} href={`~${withTracking(`/m${tab.to}`, location.search, localStore())}`} aria-current={tab.match.includes(path) ? 'page' : undefined}>
          <ShellIcon name={tab.icon} size={24} />
          <span>{t(tab.label)}</span>
        </Link>
      ))}
    </nav>
  );
}
