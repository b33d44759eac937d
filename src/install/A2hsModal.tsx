import { useEffect, useId, useState } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import { A2HS_TRANSITION_MS } from '../../contract/constants';
import { useT } from '../i18n';
import { flag, state as merchant } from '../state/merchant';
import { showToast } from '../state/ui';
import { startDownload } from '../download/startDownload';
import { acceptA2hs, declineA2hs } from './startInstall';
import { parseUa } from './ua';
import { intentUrl } from './rules';
import { state, unmountA2hs } from './store';
import './install.css';

function copyLink(): void {
  navigator.clipboard?.writeText(location.href)
    .then(() => showToast('link_copied'))
    .catch((error: unknown) => console.warn('[install] copy link failed', error));
}

/** The bottom sheet: slides in over 250 ms, and out again before it unmounts. */
export default function A2hsModal() {
  const t = useT();
  const snap = useSnapshot(state);
  const titleId = useId();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (snap.open) {
      const frame = requestAnimationFrame(() => setShown(true));
      return () => cancelAnimationFrame(frame);
    }
    setShown(false);
    const timer = setTimeout(unmountA2hs, A2HS_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [snap.open]);

  const ua = parseUa(navigator.userAgent);
  const lite = flag('WEBCLIP') ? merchant.status?.resources.find((r) => r.resourceType === 'MOBILECONFIG') : undefined;
  const intent = ua.android ? intentUrl(location.href) : null;
  return (
    <section className={`a2hs${shown ? ' in' : ''}`} role="dialog" aria-labelledby={titleId} data-testid="a2hs" data-mode={snap.mode ?? ''}>
      {snap.mode === 'prompt' && <>
        <h2 id={titleId}>{t('a2hs_title')}</h2>
        <p>{t('a2hs_message')}</p>
        <div className="row">
          <button type="button" className="btn" onClick={declineA2hs}>{t('a2hs_cancel')}</button>
          <button type="button" className="btn primary" onClick={() => void acceptA2hs()}>{t('a2hs_agree')}</button>
        </div>
      </>}
      {snap.mode === 'ios-guide' && <>
        <h2 id={titleId}>{t('a2hs_title')}</h2>
        <ol><li>{t('a2hs_ios_step1')}</li><li>{t('a2hs_ios_step2')}</li></ol>
        <div className="row">
          <button type="button" className="btn" onClick={declineA2hs}>{t('a2hs_cancel')}</button>
          {lite && <button type="button" className="btn primary" onClick={() => startDownload(lite.url)}>{t('download_ios_lite')}</button>}
        </div>
      </>}
      {snap.mode === 'open-in-browser' && <>
        <h2 id={titleId}>{t('open_in_browser_title')}</h2>
        <p>{t(intent ? 'open_in_browser_msg' : 'open_in_browser_ios')}</p>
        <div className="row">
          <button type="button" className="btn" onClick={declineA2hs}>{t('a2hs_cancel')}</button>
          {intent
            ? <a className="btn primary" href={intent}>{t('open_in_browser_android')}</a>
            : <button type="button" className="btn primary" onClick={copyLink}>{t('copy_link')}</button>}
        </div>
      </>}
    </section>
  );
}
