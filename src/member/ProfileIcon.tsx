import { useState } from 'react';
import { useT } from '../i18n';
import { localStore } from '../lib/memoryStorage';
import { chooseIcon, chosenIcon } from './profileIcon';

/** Icon n of count: a disc in its own hue with its number, drawn inline (no image request). */
export function IconDisc({ n, count, size = 48 }: { n: number; count: number; size?: number }) {
  const hue = Math.round(((n - 1) * 360) / count);
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true">
      <circle cx="24" cy="24" r="23" fill={`hsl(${hue} 65% 45%)`} />
      <text x="24" y="30" textAnchor="middle" fontSize="18" fill="#fff">{n}</text>
    </svg>
  );
}

/** The member's profile icon and a picker of icons 1..count (gw PROFILE_ICON_COUNT). */
export function ProfileIcon({ customerId, count }: { customerId: string; count: number }) {
  const t = useT();
  const [icon, setIcon] = useState(() => chosenIcon(localStore(), customerId, count));
  const [open, setOpen] = useState(false);
  return (
    <div className="profile-icon">
      <button type="button" className="icon-btn" aria-expanded={open} aria-label={t('member_profile_icon')} onClick={() => setOpen((o) => !o)}
        data-testid="profile-icon" data-icon={icon}>
        <IconDisc n={icon} count={count} />
      </button>
      {open && (
        <div role="radiogroup" aria-label={t('member_profile_icon')} className="icon-grid" data-testid="profile-icons">
          {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
            <button key={n} type="button" role="radio" aria-checked={n === icon} aria-label={t('member_profile_icon_n', { n })}
              onClick={() => { chooseIcon(localStore(), customerId, n); setIcon(n); setOpen(false); }}>
              <IconDisc n={n} count={count} size={40} />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
