import { useSnapshot } from '../../lib/useSnapshot';
import { promptLines } from '../../../contract/loginPrompt';
import { state as i18n } from '../../i18n';
import { state as merchant } from '../../state/merchant';

/** The merchant's login_prompt_text lines for the current language, above the login form. */
export function LoginPrompt() {
  const { status } = useSnapshot(merchant);
  const { lang } = useSnapshot(i18n);
  const lines = promptLines(status?.mobileTemplate.params.login_prompt_text, lang);
  if (lines.length === 0) return null;
  const [first, ...rest] = lines;
  return (
    <div className="login-prompt" data-testid="login-prompt">
      <p className="login-prompt-lead">{first}</p>
      {rest.map((line, i) => <p key={i}>{line}</p>)}
    </div>
  );
}
