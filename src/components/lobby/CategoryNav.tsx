import { memo } from 'react';
import { PATHS } from '../../../contract/routes';
import { CATEGORY_PAGES } from '../../lobby/categoryPages';
import { prefetchCategoryPage } from '../../lobby/prefetch';
import { useT } from '../../i18n';
import { LobbyLink } from './LobbyLink';
import { ShellIcon } from '../icons/ShellIcon';
import type { ShellIconName } from '../icons/shellIcons';

/** One icon per game category page (slots are "rng", lotteries "elott"). */
export const CATEGORY_ICONS: Readonly<Record<string, ShellIconName>> = {
  [PATHS.sports]: 'sports', [PATHS.live]: 'live', [PATHS.rng]: 'rng', [PATHS.table]: 'table', [PATHS.fish]: 'fish',
  [PATHS.pvp]: 'pvp', [PATHS.crash]: 'crash', [PATHS.arcade]: 'arcade', [PATHS.elott]: 'elott',
};

/** The sticky container of the lobby: category chips (icon and name) stay under the header while lanes scroll. */
export const CategoryNav = memo(function CategoryNav({ current }: { current?: string }) {
  const t = useT();
  return (
    <div className="sticky" data-testid="sticky-container">
      <nav aria-label={t('home_games')}>
        <ul className="catnav">
          {CATEGORY_PAGES.filter((p) => p.kind === 'games').map((p) => {
            const icon = CATEGORY_ICONS[p.path];
            return (
              <li key={p.path}>
                <LobbyLink href={`/m${p.path}`} onIntent={prefetchCategoryPage} current={current === p.path}>
                  {icon && <ShellIcon name={icon} size={18} className="chip-ic" />}
                  {t(p.titleKey)}
                </LobbyLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
});
