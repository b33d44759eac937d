import { memo } from 'react';
import type { Banner } from '../../../contract/wps';
import { bannerAction, type BannerContext } from '../../lobby/bannerAction';
import { CdnImage } from './CdnImage';
import { tryGame } from './tryGame';
import { LobbyLink } from './LobbyLink';

/** 'welcome-bonus' -> 'Welcome bonus': banners carry no title, so the id names the link. */
const nameOf = (id: string): string => {
  const words = id.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function BannerItem({ banner, ctx, eager }: { banner: Banner; ctx: BannerContext; eager: boolean }) {
  const name = nameOf(banner.id);
  const image = <CdnImage key={banner.url} src={banner.url} width={750} height={250} alt={name} label={name} eager={eager} />;
  const action = bannerAction(banner, ctx);
  const data = { 'data-banner': banner.id, 'data-action': action.kind };
  switch (action.kind) {
    case 'internal':
    case 'launch':
    case 'login':
      return <LobbyLink href={action.href}><span {...data} style={{ display: 'block' }}>{image}</span></LobbyLink>;
    case 'external':
      return <a href={action.href} target="_blank" rel="noopener noreferrer" {...data}>{image}</a>;
    case 'trial':
      return <button type="button" {...data} onClick={() => tryGame(action.gameId, action.nodeId)}>{image}</button>;
    default:
      return <div {...data}>{image}</div>;
  }
}

/** One banner group as a swipeable row; in lite mode only its first banner. Memoised: lanes load after it. */
export const BannerGroup = memo(function BannerGroup({ group, banners, ctx, label, eagerFirst = false, lite = false }: {
  group: string; banners: readonly Banner[]; ctx: BannerContext; label: string; eagerFirst?: boolean; lite?: boolean;
}) {
  const shown = lite ? banners.slice(0, 1) : banners;
  if (shown.length === 0) return null;
  return (
    <section className="bgroup" aria-label={label} data-group={group}>
      {shown.map((b, i) => <BannerItem key={b.id} banner={b} ctx={ctx} eager={eagerFirst && i === 0} />)}
    </section>
  );
});
