import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { Announcement } from '../../contract/wps';
import { getAnnouncementGroups } from '../api/lobbyContent';
import { localStore, sessionStore } from '../lib/memoryStorage';
import { endTurn, expectTurn, leaveLine, waitTurn } from '../prompts/promptLine';
import { state as merchant } from '../state/merchant';
import { state as session } from '../state/session';
import { cleanAnnouncements, hiddenToday, hideForToday, markSeen, POPUP_PATHS, promptKind, seenThisSession } from './popupRules';
import { rsgUnlockOnHome } from './rsgUnlock';
import { loadSanitizer } from './sanitize';

const AnnouncementCarousel = lazy(() => import('./AnnouncementCarousel'));

type Phase = 'waiting' | 'hidden-today' | 'seen' | 'none' | 'queued' | 'shown' | 'closed';

/**
 * Shows the popup carousel on the home paths, once per tab session and not on a day it was hidden for; it
 * takes its turn in the prompts' line. The carousel code loads only when there is something to show.
 */
export function AnnouncementGate() {
  const [path] = useLocation();
  const [phase, setPhase] = useState<Phase>('waiting');
  const [items, setItems] = useState<Announcement[]>([]);
  const code = merchant.status?.merchantCode ?? '';
  const onHome = POPUP_PATHS.includes(path);
  const home = useRef(onHome);
  home.current = onHome;

  useEffect(() => {
    if (code) void rsgUnlockOnHome(path, !session.info?.token, merchant.status?.whitelabelVal);
  }, [path, code]);

  useEffect(() => {
    if (!onHome || phase !== 'waiting' || !code) return;
    if (hiddenToday(localStore(), code, new Date())) {
      leaveLine('forced-read');
      setPhase('hidden-today');
      return;
    }
    if (seenThisSession(sessionStore(), code)) {
      leaveLine('forced-read');
      setPhase('seen');
      return;
    }
    setPhase('queued');
    // Until the answer is in, it may be the mandatory notice: lower prompts (add to home screen) wait for it.
    expectTurn('forced-read');
    void getAnnouncementGroups().then(async (groups) => {
      const list = cleanAnnouncements(groups?.popup ?? []);
      if (list.length === 0) {
        leaveLine('forced-read');
        setPhase('none');
        return;
      }
      const kind = promptKind(list);
      const turn = waitTurn(kind);
      if (kind !== 'forced-read') leaveLine('forced-read');
      await turn;
      // Hidden in another tab meanwhile, or the player left home: the turn goes to the next prompt.
      if (hiddenToday(localStore(), code, new Date()) || !home.current) {
        endTurn(kind, false);
        setPhase(home.current ? 'hidden-today' : 'waiting');
        return;
      }
      // The carousel opens with its content cleaned, not with a loading line that then changes its size.
      if (list.some((a) => a.contentType === 'html')) await loadSanitizer().catch(() => undefined);
      markSeen(sessionStore(), code);
      setItems(list);
      setPhase('shown');
    });
  }, [onHome, phase, code]);

  const close = (hideToday: boolean): void => {
    if (hideToday) hideForToday(localStore(), code, new Date());
    setPhase('closed');
    endTurn(promptKind(items));
  };
  return (
    <>
      <span hidden data-testid="announcements-state" data-state={phase} />
      {phase === 'shown' && (
        <Suspense fallback={null}>
          <AnnouncementCarousel items={items} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
