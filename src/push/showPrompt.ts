/** Renders the permission dialog in its own root (loaded only when it is about to show) and resolves with the answer. */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { PushPrompt } from './PushPrompt.tsx';
import type { PromptAnswer } from './pushFlow.ts';

export function showPrompt(): Promise<PromptAnswer> {
  const host = document.createElement('div');
  host.dataset.surface = 'push-prompt';
  document.body.append(host);
  const root = createRoot(host);
  return new Promise((resolve) => {
    const onAnswer = (answer: PromptAnswer): void => {
      root.unmount();
      host.remove();
      resolve(answer);
    };
    root.render(createElement(PushPrompt, { onAnswer }));
  });
}
