import { memo, useRef, useState, type UIEvent } from 'react';
import type { Banner } from '../../../contract/wps';
import { bannerAction, type BannerContext } from '../../lobby/bannerAction';
import { CdnImage } from './CdnImage';
import { tryGame } from './tryGame';
import { LobbyLink } from './LobbyLink';
import { useT } from '../../i18n';

/** The gap between slides (.bgroup in index.html). */
const SLIDE_GAP = 8;

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

/**
 * One banner group as a swipeable carousel (scroll snap) with position dots; in lite mode only its first banner.
 * No auto-advance: the row moves only under the player's finger. Memoised: lanes load after it.
 */
export const BannerGroup = memo(function BannerGroup({ group, banners, ctx, label, eagerFirst = false, lite = false }: {
  group: string; banners: readonly Banner[]; ctx: BannerContext; label: string; eagerFirst?: boolean; lite?: boolean;
}) {
  const t = useT();
  const row = useRef<HTMLDivElement>(null);
  const [at, setAt] = useState(0);
  const shown = lite ? banners.slice(0, 1) : banners;
  const many = shown.length > 1;
  // The slide nearest the row's start is current; read in the scroll event, never during a render.
  const onScroll = (e: UIEvent<HTMLDivElement>): void => {
    const box = e.currentTarget;
    setAt(Math.round(Math.abs(box.scrollLeft) / ((box.firstElementChild?.clientWidth ?? 1) + SLIDE_GAP)));
  };
  if (shown.length === 0) return null;
  return (
    <section className="carousel" aria-label={label} aria-roledescription="carousel" data-group={group}>
      <div className="bgroup" ref={row} onScroll={many ? onScroll : undefined}>
        {shown.map((b, i) => <BannerItem key={b.id} banner={b} ctx={ctx} eager={eagerFirst && i === 0} />)}
      </div>
      {many && (
        <div className="dots">
          {shown.map((b, i) => (
            <button key={b.id} type="button" aria-label={t('banner_position', { n: i + 1, total: shown.length })} aria-current={i === at ? 'true' : undefined} onClick={() => row.current?.children[i]?.scrollIntoView({ block: 'nearest', inline: 'center' })} />
          ))}
        </div>
      )}
    </section>
  );
});
