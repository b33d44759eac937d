import { act } from 'react';
import { it, vi } from 'vitest';
import { showPrompt } from '../../../src/push/showPrompt.ts';
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
it('dbg', async () => {
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(async () => 'granted') });
  let answer!: Promise<string>;
  console.log('a');
  await act(async () => { answer = showPrompt(); });
  console.log('b', document.body.innerHTML.slice(0, 300));
  const b = document.querySelector('button')!;
  await act(async () => { b.click(); });
  console.log('c');
  console.log(await Promise.race([answer, new Promise((r) => setTimeout(() => r('timeout'), 1000))]));
});
