import { memo } from 'react';
import { CATEGORY_PAGES } from '../../lobby/categoryPages';
import { prefetchCategoryPage } from '../../lobby/prefetch';
import { useT } from '../../i18n';
import { LobbyLink } from './LobbyLink';

/** The sticky container of the lobby: category links stay under the header while lanes scroll. */
export const CategoryNav = memo(function CategoryNav({ current }: { current?: string }) {
  const t = useT();
  return (
    <div className="sticky" data-testid="sticky-container">
      <nav aria-label={t('home_games')}>
        <ul className="catnav">
          {CATEGORY_PAGES.filter((p) => p.kind === 'games').map((p) => (
            <li key={p.path}>
              <LobbyLink href={`/m${p.path}`} onIntent={prefetchCategoryPage} current={current === p.path}>{t(p.titleKey)}</LobbyLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
});
