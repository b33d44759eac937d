import { useState } from 'react';
import { Pencil } from 'lucide-react';
import { useT } from '../i18n';
import { localStore } from '../lib/memoryStorage';
import { chooseIcon, chosenIcon } from './profileIcon';

/** Avatar n of count: a head-and-shoulders figure on a disc in its own hue, drawn inline (no image request). */
export function IconDisc({ n, count, size = 48 }: { n: number; count: number; size?: number }) {
  const hue = Math.round(((n - 1) * 360) / count);
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" className="avatar">
      <defs>
        <linearGradient id={`av-${n}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 70% 62%)`} />
          <stop offset="1" stopColor={`hsl(${(hue + 40) % 360} 60% 38%)`} />
        </linearGradient>
        <clipPath id={`avc-${n}`}><circle cx="24" cy="24" r="24" /></clipPath>
      </defs>
      <g clipPath={`url(#avc-${n})`}>
        <rect width="48" height="48" fill={`url(#av-${n})`} />
        <circle cx="24" cy="19" r="8.5" fill="rgba(255,255,255,.92)" />
        <ellipse cx="24" cy="44" rx="16" ry="12" fill="rgba(255,255,255,.92)" />
      </g>
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
        <IconDisc n={icon} count={count} size={64} />
        <span className="avatar-edit" aria-hidden="true"><Pencil size={12} /></span>
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
