import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { enterFullscreen, exitFullscreen, fullscreenAllowed } from '../../lobby/fullscreen';
import { PageStyle } from './PageStyle';

/**
 * The game-in-frame viewer: the game fills the screen under a bar whose Back button returns. The bar offers full
 * screen (the player's choice: taking the screen unasked hides the browser's own way back), unless the landing
 * query said fullscreen=0; then the game may not take it either.
 */
export default function GameFrame({ url, title, onBack }: { url: string; title: string; onBack: () => void }) {
  const t = useT();
  const back = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [full] = useState(() => fullscreenAllowed() && document.fullscreenEnabled === true);
  const [isFull, setFull] = useState(false);
  useEffect(() => {
    back.current?.focus();
    const onKey = (e: KeyboardEvent): void => { if (e.key === 'Escape') onBack(); };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [onBack]);
  useEffect(() => {
    if (!full) return;
    const onChange = (): void => setFull(document.fullscreenElement === box.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      exitFullscreen();
    };
  }, [full]);
  const name = title || t('game_viewer');
  return (
    <div ref={box} className="game-frame" role="dialog" aria-modal="true" aria-label={name} data-testid="game-frame" data-fullscreen={full ? 'on' : 'off'}>
      <PageStyle />
      <div className="frame-top">
        <div className="frame-bar">
          <button ref={back} type="button" className="btn" onClick={onBack}><span className="arrow" aria-hidden="true">←</span> {t('back')}</button>
          <span className="frame-title">{title}</span>
        </div>
        {full && (
          <button type="button" className="btn" aria-pressed={isFull} data-testid="fullscreen" onClick={() => (isFull ? exitFullscreen() : enterFullscreen(box.current))}>{t('full_screen')}</button>
        )}
      </div>
      {/* Top navigation only on a tap, so the game's own back link can return to the site. */}
      <iframe src={url} title={name} allow={full ? 'autoplay; fullscreen' : 'autoplay'}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-top-navigation-by-user-activation" />
    </div>
  );
}
