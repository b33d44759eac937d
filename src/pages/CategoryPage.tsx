import { lazy, Suspense, useState, type ComponentType } from 'react';
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
import { PATHS } from '../../contract/routes';

// The lottery page's results and menus (/lgw/*) load with it, apart: the games never wait for the gateway.
// Not precached (it needs the gateway): offline, or when its chunk fails, the page shows the games alone.
const LotteryBoard = lazy((): Promise<{ default: ComponentType<{ backUrl: string }> }> => import('../lottery/LotteryBoard').catch((err: unknown) => {
  console.warn('[lottery] the results board could not load', err);
  return { default: () => null };
}));

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
      {def.path === PATHS.elott && <div className="pad"><Suspense fallback={null}><LotteryBoard backUrl={backUrl} /></Suspense></div>}
      <TrialHost />
    </div>
  );
}
