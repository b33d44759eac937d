import { useEffect } from 'react';
import { loadChat, loadHelp, openChat } from '../cs/customerService';
import { bindChatEntries, scheduleCustomerService } from '../cs/schedule';
import { CsNotice } from '../cs/CsNotice';
import { ChatButton } from '../cs/ChatButton';
import { LineMark } from '../prompts/LineMark';
import { subscribe } from 'valtio';
import { state as session } from '../state/session';
import { state as cs } from '../state/cs';
import { AnnouncementGate } from './AnnouncementGate';
import { yieldToMain } from '../lib/yieldToMain';

/**
 * Everything issue 5 adds to every page, loaded after the shell: the popup announcements (home only),
 * customer service (chat and help after 500 ms, re-binds at 1 s and 3 s), and the member-data triggers
 * of login and logout. Lazily loaded, so none of it is in the first-paint script.
 */
export default function SiteLayer({ startedAt }: { startedAt: number }) {
  // The member-data triggers load with the first session, so a guest's home page does not fetch them.
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    const start = (): void => {
      if (stop || !session.info?.token) return;
      stop = () => {};
      void import('../member/sessionTriggers').then((m) => { if (!cancelled) stop = m.startSessionTriggers(); });
    };
    start();
    const unsubscribe = subscribe(session, start);
    return () => { cancelled = true; unsubscribe(); stop?.(); };
  }, []);
  useEffect(() => scheduleCustomerService({
    // Chat and help start in tasks of their own: started together they were one of the load's longest tasks.
    load: () => { void loadChat(); void yieldToMain().then(loadHelp); },
    bind: () => { cs.bound += bindChatEntries(document, () => void openChat()); },
  }, startedAt, performance.now()), [startedAt]);
  return (
    <>
      <AnnouncementGate />
      <CsNotice />
      <ChatButton />
      <LineMark />
    </>
  );
}
