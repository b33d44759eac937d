import { useEffect } from 'react';
import { loadChat, loadHelp, openChat } from '../cs/customerService';
import { bindChatEntries, scheduleCustomerService } from '../cs/schedule';
import { CsNotice } from '../cs/CsNotice';
import { startSessionTriggers } from '../member/sessionTriggers';
import { state as cs } from '../state/cs';
import { watchLanguage } from '../state/promo';
import { AnnouncementGate } from './AnnouncementGate';

/**
 * Everything issue 5 adds to every page, loaded after the shell: the popup announcements (home only),
 * customer service (chat and help after 500 ms, re-binds at 1 s and 3 s), and the member-data triggers
 * of login and logout. Lazily loaded, so none of it is in the first-paint script.
 */
export default function SiteLayer({ startedAt }: { startedAt: number }) {
  useEffect(() => startSessionTriggers(), []);
  useEffect(() => watchLanguage(), []);
  useEffect(() => scheduleCustomerService({
    load: () => { void loadChat(); void loadHelp(); },
    bind: () => { cs.bound += bindChatEntries(document, () => void openChat()); },
  }, startedAt, performance.now()), [startedAt]);
  return (
    <>
      <AnnouncementGate />
      <CsNotice />
    </>
  );
}
