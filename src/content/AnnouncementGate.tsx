import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { Announcement } from '../../contract/wps';
import { getAnnouncements } from '../api';
import { localStore } from '../lib/memoryStorage';
import { state as merchant } from '../state/merchant';
import { cleanAnnouncements, hiddenToday, hideForToday, POPUP_PATHS } from './popupRules';

const AnnouncementCarousel = lazy(() => import('./AnnouncementCarousel'));

type Phase = 'waiting' | 'hidden-today' | 'none' | 'shown' | 'closed';
/** Once per page load: after it was shown (or found empty) it does not come back on a later visit to home. */
let settled = false;

/** Shows the popup carousel on the home paths unless hidden for today; the carousel code loads only when there is something to show. */
export function AnnouncementGate() {
  const [path] = useLocation();
  const [phase, setPhase] = useState<Phase>('waiting');
  const [items, setItems] = useState<Announcement[]>([]);
  const code = merchant.status?.merchantCode ?? '';
  const onHome = POPUP_PATHS.includes(path);

  useEffect(() => {
    if (!onHome || settled || phase !== 'waiting' || !code) return;
    settled = true;
    if (hiddenToday(localStore(), code, new Date())) {
      setPhase('hidden-today');
      return;
    }
    void getAnnouncements({ types: 'POPUP', platform: 'MOBILE' }).then((env) => {
      const list = env.success ? cleanAnnouncements(env.value) : [];
      setItems(list);
      setPhase(list.length > 0 ? 'shown' : 'none');
    });
  }, [onHome, phase, code]);

  const close = (hideToday: boolean): void => {
    if (hideToday) hideForToday(localStore(), code, new Date());
    setPhase('closed');
  };
  return (
    <>
      <span hidden data-testid="announcements-state" data-state={phase} />
      {phase === 'shown' && onHome && (
        <Suspense fallback={null}>
          <AnnouncementCarousel items={items} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
