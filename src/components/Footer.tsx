import { lazy, Suspense } from 'react';
import { useFirstScreen } from './useFirstScreen';
import { loadShellLater } from './loadShellLater';

// Below the fold: the picker's code loads once the first screen is up (its box is held by .foot's min-height).
const LanguageSelect = lazy(() => loadShellLater().then((m) => ({ default: m.LanguageSelect })));

/** Page footer: the language picker lives here so the header stays one line on a small phone. */
export function Footer() {
  const later = useFirstScreen();
  return (
    <footer className="foot">
      {later && <Suspense fallback={null}><LanguageSelect /></Suspense>}
    </footer>
  );
}
