import { useEffect, useState } from 'react';
import type { Announcement } from '../../../contract/wps';
import { getAnnouncements } from '../../api';
import { useT } from '../../i18n';

/** HTML announcements are shown as their text: DOMParser runs no script and loads nothing. */
function plainText(a: Announcement): string {
  if (a.contentType !== 'html') return a.content;
  return new DOMParser().parseFromString(a.content, 'text/html').body.textContent ?? '';
}

const isAnnouncement = (x: unknown): x is Announcement => {
  const a = x as Partial<Announcement> | null;
  return typeof a === 'object' && a !== null && typeof a.id === 'string' && typeof a.title === 'string' && typeof a.content === 'string';
};

/** /m/news: the merchant's announcements for mobile. */
export function NewsList() {
  const t = useT();
  const [items, setItems] = useState<Announcement[] | null>(null);
  useEffect(() => {
    let live = true;
    void getAnnouncements({ platform: 'MOBILE' }).then((env) => {
      if (live) setItems(env.success && Array.isArray(env.value) ? env.value.filter(isAnnouncement) : []);
    });
    return () => { live = false; };
  }, []);
  if (items === null) return <p className="pad" role="status">{t('loading')}</p>;
  if (items.length === 0) return <p className="pad muted">{t('news_empty')}</p>;
  return (
    <ul className="matches" data-testid="news">
      {items.map((a) => <li key={a.id}><strong>{a.title}</strong><p>{plainText(a)}</p></li>)}
    </ul>
  );
}
