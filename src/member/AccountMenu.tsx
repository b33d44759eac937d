import type { ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { AppLink } from '../components/AppLink';

/** A group of account rows under a small heading, like the settings lists of native apps. */
export function MenuGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="menu-group" aria-label={title}>
      <h2 className="menu-title">{title}</h2>
      <ul className="menu m-card">{children}</ul>
    </section>
  );
}

interface RowBase { icon: ReactNode; label: string; end?: ReactNode; testId?: string }

/** One row: icon, label, optional trailing content (badge, value) and a chevron that mirrors in right-to-left pages. */
function RowBody({ icon, label, end }: RowBase) {
  return (
    <>
      <span className="menu-icon" aria-hidden="true">{icon}</span>
      <span className="menu-label">{label}</span>
      {end}
      <ChevronRight size={18} aria-hidden="true" className="menu-chevron flip-rtl" />
    </>
  );
}

export function MenuLink({ to, ...row }: RowBase & { to: string }) {
  return <li data-testid={row.testId}><AppLink to={to} className="menu-row"><RowBody {...row} /></AppLink></li>;
}

export function MenuButton({ onClick, expanded, ...row }: RowBase & { onClick: () => void; expanded?: boolean }) {
  return (
    <li data-testid={row.testId}>
      <button type="button" className="menu-row" onClick={onClick} aria-expanded={expanded}><RowBody {...row} /></button>
    </li>
  );
}
