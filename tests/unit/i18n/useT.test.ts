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
  return createElement('h1', null, t('see_all', { name: 'Slots' }));
}

it('re-renders with the new language', async () => {
  await act(() => setLanguage('EN', LANGUAGES));
  await act(() => root.render(createElement(Title)));
  expect(host.textContent).toBe('See all: Slots');
  await act(() => setLanguage('ES', LANGUAGES));
  expect(host.textContent).toBe('Ver todo: Slots');
});
