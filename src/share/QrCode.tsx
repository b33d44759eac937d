import { useMemo } from 'react';
import { renderSVG } from 'uqr';
import './qr.css';

/** A QR code of text as inline SVG (uqr), dark on white with a quiet zone so every camera reads it; label is its accessible name. */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  // The markup comes from uqr alone: the text only decides which modules are dark, it is never inserted as markup.
  const svg = useMemo(() => renderSVG(text, { border: 2 }), [text]);
  return <div role="img" aria-label={label} className={['qr', className].filter(Boolean).join(' ')} data-testid="qr" dangerouslySetInnerHTML={{ __html: svg }} />;
}
