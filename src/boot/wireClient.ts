import { configureClient } from '../api';
import { languageForRequests } from '../i18n';
import { requirePasswordChange, state as session } from '../state/session';
import { headerMerchant } from '../state/merchant';
import { markServerDown, showAlert, showPleaseLogin, showToast } from '../state/ui';
import { clearMemberData } from '../actions/logout';

/** Connects the framework-free request layer to the stores and UI surfaces. */
export function wireClient(): void {
  configureClient({
    getToken: () => session.info?.token ?? null,
    getLanguage: languageForRequests,
    getMerchant: headerMerchant,
    onSessionExpired: () => {
      clearMemberData();
      showPleaseLogin();
    },
    onAlert: (message) => showAlert(message),
    onOfflineToast: () => showToast('network_offline'),
    onOutage: markServerDown,
    // One place for every call: the guard then keeps the member on /m/changePsw.
    onPasswordChangeRequired: requirePasswordChange,
  });
}
