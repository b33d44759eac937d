/** Spec section 8: going offline over https shows the network_offline toast for 1.5 s; the offline banner follows the browser's state. */
import { clearLastGood } from '../pwa/lastGood';
import { setOffline, showToast } from '../state/ui';

export function watchOffline(target: Pick<Window, 'addEventListener'> = window, protocol: () => string = () => location.protocol): void {
  target.addEventListener('offline', () => {
    setOffline(true);
    // Plain http has its own 'Network Error / CORS Errors' text; the toast is for https only.
    if (protocol() === 'https:') showToast('network_offline');
  });
  target.addEventListener('online', () => {
    setOffline(false);
    clearLastGood();
  });
}
