import { LanguageSelect } from './LanguageSelect';

/** Page footer: the language picker lives here so the header stays one line on a small phone. */
export function Footer() {
  return (
    <footer className="foot">
      <LanguageSelect />
    </footer>
  );
}
