/** Before an automatic social registration: the merchant's confirmations; Cancel (or closing) means no account. */
import type { RegisterConsentAnswers } from '../../contract/registerConsent.ts';
import { useT } from '../i18n';
import { Button, Dialog } from '../ui';
import { useConsent } from './ConsentBoxes.tsx';

export function ConsentDialog({ onAnswer }: { onAnswer: (answers: RegisterConsentAnswers | null) => void }) {
  const t = useT();
  const consent = useConsent();
  const cancel = (): void => onAnswer(null);
  const confirm = (): void => {
    const answers = consent.answers();
    if (answers) onAnswer(answers);
  };
  return (
    <Dialog open title={t('login_confirm_register')} onClose={cancel} closeLabel={t('close')} testId="social-consent-dialog"
      actions={(
        <>
          <Button onClick={cancel}>{t('cancel')}</Button>
          <Button variant="primary" data-autofocus onClick={confirm}>{t('register_submit')}</Button>
        </>
      )}>
      {consent.boxes}
    </Dialog>
  );
}
