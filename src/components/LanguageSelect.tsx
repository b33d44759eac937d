import { useId } from 'react';
import { useSnapshot } from '../lib/useSnapshot';
import { state as merchant } from '../state/merchant';
import { state as i18n, useT } from '../i18n';
import { changeLanguage } from '../actions/changeLanguage';

/** Native names so a player can find their language whatever the current one is. */
const NATIVE: Record<string, string> = {
  CN: '简体中文', EN: 'English', ES: 'Español', HI: 'हिन्दी', ID: 'Bahasa Indonesia', JA: '日本語', KM: 'ខ្មែរ', KO: '한국어',
  MY: 'မြန်မာ', TA: 'தமிழ்', TH: 'ไทย', TW: '繁體中文', VI: 'Tiếng Việt', TY: 'Filipino', UR: 'اردو', PT: 'Português',
  'PT-BR': 'Português (Brasil)', MS: 'Bahasa Melayu', BN: 'বাংলা', TR: 'Türkçe', FR: 'Français', NE: 'नेपाली',
  'UR-LA': 'Urdu (Roman)', TE: 'తెలుగు', RU: 'Русский', SW: 'Kiswahili', KK: 'Қазақ', LO: 'ລາວ',
};

export function LanguageSelect() {
  const t = useT();
  const id = useId();
  const m = useSnapshot(merchant);
  const l = useSnapshot(i18n);
  const languages = m.status?.languages ?? [];
  if (languages.length < 2) return null;
  return (
    <span className="lang">
      <label htmlFor={id}>{t('nav_language')}</label>
      <select id={id} value={l.lang} onChange={(e) => void changeLanguage(e.currentTarget.value)}>
        {languages.map((code) => <option key={code} value={code}>{NATIVE[code] ?? code}</option>)}
      </select>
    </span>
  );
}
