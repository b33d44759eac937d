import { useState } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import { savedContacts } from '../cs/savedContacts';
import { loadFullCatalog, useT } from '../i18n';
import { state as merchant } from '../state/merchant';

/**
 * "Contact us" of the status screens, a chunk of its own (the first screen's budget): the status's general
 * entries (no member here, so no VIP label), else those of the last good status; no entry, no button.
 */
export default function StatusContact({ label }: { label: string }) {
  const t = useT();
  const s = useSnapshot(merchant).status;
  const [contact, setContact] = useState<'idle' | 'opening' | 'failed'>('idle');
  const entries = s ? (s.customerService ?? []).filter((e) => !e.labelIds?.length) : savedContacts();
  if (entries.length === 0) return null;
  const onContact = (): void => {
    setContact('opening');
    // The failure text is in the catalogue's rest, which a status screen (shown before the first screen) has not loaded.
    const opened = import('./contactUs').then((c) => c.contactUs(entries)).catch(() => false);
    void Promise.all([opened, loadFullCatalog()]).then(([ok]) => setContact(ok ? 'idle' : 'failed'));
  };
  return (
    <>
      <button type="button" className="btn" data-testid="contact-us" disabled={contact === 'opening'} onClick={onContact}>{label}</button>
      {contact === 'failed' && <p role="status">{t('status_contact_failed')}</p>}
    </>
  );
}
