import { useSnapshot } from '../../lib/useSnapshot';
import { state as auth } from '../../state/auth';
import { LoginConfirmDialog } from './LoginConfirmDialog';
import { LoginModal } from './LoginModal';
import { RegisterModal } from './RegisterModal';
import { VerificationDialog } from './VerificationDialog';

/** Every authentication dialog; loaded only once one of them opens. */
export default function AuthLayer() {
  const snap = useSnapshot(auth);
  return (
    <>
      {snap.loginOpen && <LoginModal />}
      {snap.registerOpen && <RegisterModal />}
      {snap.confirm && <LoginConfirmDialog request={auth.confirm ?? snap.confirm} />}
      {snap.verification && <VerificationDialog request={snap.verification} />}
    </>
  );
}
