import { useEffect, useRef } from 'react';
import { useT } from '../../i18n';
import { PageStyle } from './PageStyle';

/** The game-in-frame viewer: the game fills the screen under a bar whose Back button returns. */
export default function GameFrame({ url, title, onBack }: { url: string; title: string; onBack: () => void }) {
  const t = useT();
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    back.current?.focus();
    const onKey = (e: KeyboardEvent): void => { if (e.key === 'Escape') onBack(); };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [onBack]);
  return (
    <div className="game-frame" role="dialog" aria-modal="true" aria-label={title} data-testid="game-frame">
      <PageStyle />
      <div className="frame-bar">
        <button ref={back} type="button" className="btn" onClick={onBack}>← {t('back')}</button>
        <span>{title}</span>
      </div>
      {/* Top navigation only on a tap, so the game's own back link can return to the site. */}
      <iframe src={url} title={title} allow="autoplay; fullscreen"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-top-navigation-by-user-activation" />
    </div>
  );
}
