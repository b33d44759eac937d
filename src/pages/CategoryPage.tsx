import { useState } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../i18n';
import { categoryPage } from '../lobby/categoryPages';
import { liteMode } from '../lobby/lite';
import { CategoryGames } from '../components/lobby/CategoryGames';
import { CategoryNav } from '../components/lobby/CategoryNav';
import { DownloadLinks } from '../components/lobby/DownloadLinks';
import { PageStyle } from '../components/lobby/PageStyle';
import { NewsList } from '../components/lobby/NewsList';
import { TrialHost } from '../components/lobby/TrialHost';
import { useBannerContext } from '../components/lobby/useBannerContext';
import { NotFound } from './NotFound';

/** The twelve category and content pages, driven by the table in lobby/categoryPages. */
export default function CategoryPage() {
  const t = useT();
  const [path] = useLocation();
  const { backUrl } = useBannerContext();
  const [lite] = useState(liteMode);
  const def = categoryPage(path.endsWith('/') && path.length > 1 ? path.slice(0, -1) : path);
  if (!def) return <NotFound />;
  return (
    <div className="category" data-category-page={def.path}>
      <PageStyle />
      {def.kind === 'games' && <CategoryNav current={def.path} />}
      <h1 className="home-title">{t(def.titleKey)}</h1>
      {def.kind === 'games' && <CategoryGames def={def} backUrl={backUrl} lite={lite} />}
      {def.kind === 'news' && <NewsList />}
      {def.kind === 'download' && <DownloadLinks />}
      <TrialHost />
    </div>
  );
}
