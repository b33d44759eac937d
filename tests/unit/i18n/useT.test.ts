import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { LANGUAGES } from '../../../contract/languages.ts';
import { setLanguage, useT } from '../../../src/i18n/index.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const host = document.createElement('div');
document.body.append(host);
const root = createRoot(host);

afterEach(() => act(() => root.render(null)));

function Title() {
  const t = useT();
  return createElement('h1', null, t('maintenance_end', { time: '10:00' }));
}

it('re-renders with the new language', async () => {
  await act(() => setLanguage('EN', LANGUAGES));
  await act(() => root.render(createElement(Title)));
  expect(host.textContent).toBe('Expected to end at 10:00');
  await act(() => setLanguage('ES', LANGUAGES));
  expect(host.textContent).toBe('Finalización prevista: 10:00');
});
