import { useEffect, useId, useRef } from 'react';
import { useT } from '../i18n';
import type { PromptAnswer } from './pushFlow.ts';

/**
 * The push-notification permission dialog. Allow asks the browser inside the click, so the request
 * carries the player's gesture (browsers ignore or quietly block requests without one).
 */
export function PushPrompt({ onAnswer }: { onAnswer: (answer: PromptAnswer) => void }) {
  const t = useT();
  const titleId = useId();
  const bodyId = useId();
  const allow = useRef<HTMLButtonElement>(null);
  useEffect(() => allow.current?.focus(), []);

  const ask = (): void => {
    let request: Promise<NotificationPermission>;
    try {
      request = Promise.resolve(Notification.requestPermission());
    } catch (error) {
      console.warn('[push] permission request failed', error);
      onAnswer('default');
      return;
    }
    request.then(onAnswer, (error: unknown) => {
      console.warn('[push] permission request failed', error);
      onAnswer('default');
    });
  };

  return (
    <div className="backdrop">
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={bodyId} className="dialog" data-testid="push-prompt">
        <h2 id={titleId}>{t('push_prompt_title')}</h2>
        <p id={bodyId}>{t('push_prompt_msg')}</p>
        <button ref={allow} type="button" className="btn" onClick={ask}>{t('push_prompt_allow')}</button>
        <button type="button" className="btn" onClick={() => onAnswer('later')}>{t('push_prompt_later')}</button>
      </div>
    </div>
  );
}
