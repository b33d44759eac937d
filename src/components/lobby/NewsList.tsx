import { useEffect, useState } from 'react';
import type { Announcement } from '../../../contract/wps';
import { getAnnouncementGroups } from '../../api/lobbyContent';
import { useT } from '../../i18n';
import { LoadingStatus } from '../PageLoading';
import { LoadNotice } from '../LoadNotice';

/** HTML announcements are shown as their text: DOMParser runs no script and loads nothing. */
function plainText(a: Announcement): string {
  if (a.contentType !== 'html') return a.content;
  return new DOMParser().parseFromString(a.content, 'text/html').body.textContent ?? '';
}

/** /m/news: the merchant's notices to players, then its hot news; a read that failed says so, not "no news". */
export function NewsList() {
  const t = useT();
  const [items, setItems] = useState<Announcement[] | 'failed' | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setItems(null);
    void getAnnouncementGroups().then((groups) => {
      if (live) setItems(groups ? [...groups.player, ...groups.hot] : 'failed');
    });
    return () => { live = false; };
  }, [attempt]);
  if (items === null) return <LoadingStatus className="pad" restart={attempt} onRetry={() => setAttempt((n) => n + 1)} />;
  if (items === 'failed') return <div className="pad"><LoadNotice message={t('news_failed')} onRetry={() => setAttempt((n) => n + 1)} testId="news-failed" /></div>;
  if (items.length === 0) return <p className="pad muted">{t('news_empty')}</p>;
  return (
    <ul className="matches" data-testid="news">
      {items.map((a) => <li key={a.id}><strong>{a.title}</strong><p>{plainText(a)}</p></li>)}
    </ul>
  );
}
