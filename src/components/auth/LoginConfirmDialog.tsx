import { useT } from '../../i18n';
import { closeLoginConfirm, type LoginConfirmRequest } from '../../state/auth';
import { Modal } from './Modal';

/** "No linked account": log in to an existing account, or register a new one (spec sections 2 and 4). */
export function LoginConfirmDialog({ request }: { request: LoginConfirmRequest }) {
  const t = useT();
  const choose = (fn: () => void) => () => { closeLoginConfirm(); fn(); };
  return (
    <Modal title={t('login_confirm_title')} onClose={closeLoginConfirm} testId="login-confirm">
      <p>{t('login_confirm_msg')}</p>
      <button type="button" className="btn primary" onClick={choose(request.onExisting)}>{t('login_confirm_existing')}</button>
      {request.showRegister && <button type="button" className="btn" onClick={choose(request.onRegister)}>{t('login_confirm_register')}</button>}
    </Modal>
  );
}
