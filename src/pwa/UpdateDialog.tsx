/** The update dialog (spec section 8 keys), in its own small root so it needs no place in the app tree. */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Dialog } from '../components/Dialog';
import { useT } from '../i18n';

export function UpdateDialog({ onAccept }: { onAccept: () => void }) {
  const t = useT();
  const [accepted, setAccepted] = useState(false);
  return (
    <Dialog
      title={t('pwa_update_title')}
      confirmText={t('refresh')}
      testId="pwa-update"
      onConfirm={() => {
        // A second tap must not post a second SKIP_WAITING.
        if (accepted) return;
        setAccepted(true);
        onAccept();
      }}
    >
      {t('pwa_update_msg')}
    </Dialog>
  );
}

export function mountUpdateDialog(onAccept: () => void): void {
  const host = document.createElement('div');
  host.id = 'pwa-update';
  document.body.append(host);
  createRoot(host).render(<UpdateDialog onAccept={onAccept} />);
}
