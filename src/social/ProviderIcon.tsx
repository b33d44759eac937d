/** Provider marks as inline SVG (no request, no third-party script), 20 px, decorative: the button names the provider. */
import type { ReactElement } from 'react';
import type { LoginProviderId } from '../../contract/loginProviders.ts';

/** One mark per provider of the contract list: a provider without one fails to compile. */
export type IconId = LoginProviderId;

const MARKS: Record<IconId, ReactElement> = {
  google: (
    <>
      <path fill="#EA4335" d="M12 10.2v3.9h5.5c-.2 1.3-1.6 3.8-5.5 3.8-3.3 0-6-2.7-6-6.1s2.7-6.1 6-6.1c1.9 0 3.1.8 3.8 1.5l2.6-2.5C16.8 3.2 14.6 2.2 12 2.2 6.6 2.2 2.2 6.6 2.2 12s4.4 9.8 9.8 9.8c5.7 0 9.4-4 9.4-9.6 0-.6-.1-1.1-.2-1.6H12z" />
      <path fill="#4285F4" d="M21.4 12.2c0-.6-.1-1.1-.2-1.6H12v3.9h5.5c-.3 1.2-1 2.2-2.1 2.9l3.3 2.5c1.9-1.8 2.7-4.4 2.7-7.7z" />
      <path fill="#FBBC05" d="M6.3 14.3a6 6 0 0 1 0-4.6L3 7.2a9.8 9.8 0 0 0 0 9.6l3.3-2.5z" />
      <path fill="#34A853" d="M12 21.8c2.6 0 4.9-.9 6.6-2.4l-3.3-2.5c-.9.6-2 1-3.3 1-2.6 0-4.8-1.7-5.6-4.1L3 16.3c1.6 3.3 5 5.5 9 5.5z" />
    </>
  ),
  facebook: (
    <>
      <circle cx="12" cy="12" r="10" fill="#1877F2" />
      <path fill="#fff" d="M13.4 21.9v-7h2.3l.4-2.8h-2.7v-1.8c0-.8.3-1.4 1.4-1.4h1.4V6.5c-.3 0-1.1-.1-2.1-.1-2.1 0-3.5 1.3-3.5 3.6v2.1H8.3v2.8h2.3v7a10 10 0 0 0 2.8 0z" />
    </>
  ),
  twitter: <path fill="currentColor" d="M17.7 3h3.1l-6.8 7.7L22 21h-6.3l-4.9-6.4L5.2 21H2.1l7.2-8.3L1.7 3h6.4l4.4 5.9L17.7 3zm-1.1 16.2h1.7L7.2 4.7H5.4l11.2 14.5z" />,
  line: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="5" fill="#06C755" />
      <path fill="#fff" d="M12 5.5c-4 0-7.2 2.6-7.2 5.9 0 2.9 2.6 5.4 6.1 5.8.2.1.6.2.7.4.1.2 0 .6 0 .8l-.1.6c0 .2-.2.7.6.4.8-.3 4.2-2.5 5.8-4.3 1.1-1.2 1.6-2.4 1.6-3.7 0-3.3-3.2-5.9-7.5-5.9zM9 13.2H7.6c-.2 0-.4-.2-.4-.4V9.9c0-.2.2-.4.4-.4s.4.2.4.4v2.5h1c.2 0 .4.2.4.4s-.2.4-.4.4zm1.5-.4c0 .2-.2.4-.4.4s-.4-.2-.4-.4V9.9c0-.2.2-.4.4-.4s.4.2.4.4v2.9zm3.5 0c0 .2-.1.3-.3.4h-.1c-.1 0-.2-.1-.3-.2l-1.5-2v1.8c0 .2-.2.4-.4.4s-.4-.2-.4-.4V9.9c0-.2.1-.3.3-.4h.1c.1 0 .2.1.3.2l1.5 2V9.9c0-.2.2-.4.4-.4s.4.2.4.4v2.9zm2.4-1.9c.2 0 .4.2.4.4s-.2.4-.4.4h-1v.6h1c.2 0 .4.2.4.4s-.2.4-.4.4H15c-.2 0-.4-.2-.4-.4V9.9c0-.2.2-.4.4-.4h1.4c.2 0 .4.2.4.4s-.2.4-.4.4h-1v.6h1z" />
    </>
  ),
  telegram: (
    <>
      <circle cx="12" cy="12" r="10" fill="#229ED9" />
      <path fill="#fff" d="M6.6 11.7l9.7-3.7c.5-.2.9.1.7.8l-1.6 7.8c-.1.6-.5.7-1 .4l-2.6-1.9-1.3 1.2c-.1.1-.3.3-.6.3l.2-2.7 4.9-4.4c.2-.2 0-.3-.3-.1l-6 3.8-2.6-.8c-.6-.2-.6-.6.1-.8z" />
    </>
  ),
  maya: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="3" fill="#00B464" />
      <path fill="#fff" d="M15 10.5h5v3h-5a1.5 1.5 0 0 1 0-3zM5 8h9v1.4H5z" />
    </>
  ),
};

export function ProviderIcon({ provider }: { provider: IconId }) {
  return <svg className="social-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">{MARKS[provider]}</svg>;
}
