/**
 * The lobby's styles beyond the shell's inline CSS. React hoists this into <head> once (href dedupes
 * it), so it arrives with the lobby's script and never blocks the static shell's first paint.
 */
const CSS = `.home-logo{display:flex;align-items:center;gap:10px;margin:12px 16px}
.home-logo img{width:120px;height:32px;object-fit:contain;object-position:left center}
.home-logo h1{font-size:18px;margin:0}
.marquee{overflow:hidden;white-space:nowrap;margin:0 16px 8px;padding:6px 10px;border-radius:8px;background:var(--c-surface);font-size:14px}
.marquee span{display:inline-block;padding-left:100%;animation:lobby-marquee linear infinite}
@keyframes lobby-marquee{from{transform:translateX(0)}to{transform:translateX(-100%)}}
@media (prefers-reduced-motion:reduce){.marquee{white-space:normal}.marquee span{padding-left:0;animation:none}}
.bgroup{display:flex;gap:8px;overflow-x:auto;padding:0 16px 8px;scroll-snap-type:x mandatory}
.bgroup>*{flex:0 0 90%;scroll-snap-align:center;border:0;padding:0;background:none;border-radius:12px;overflow:hidden;display:block}
.bgroup img,.bgroup .img-fallback{display:block;width:100%;height:auto;aspect-ratio:3/1;background:var(--c-surface)}
.invite{position:relative;margin:8px 16px}
.invite a{display:block;border-radius:12px;overflow:hidden}
.invite img{display:block;width:100%;height:auto;aspect-ratio:3/1}
.invite .x{position:absolute;top:4px;right:4px;min-width:44px;min-height:44px;border-radius:22px;border:0;background:#0009;color:#fff;font-size:18px}
.sticky{position:sticky;top:56px;z-index:5;background:var(--c-bg);padding:6px 0}
.catnav{display:flex;gap:8px;overflow-x:auto;padding:0 16px;list-style:none;margin:0}
.catnav a{display:inline-flex;align-items:center;min-height:44px;padding:0 14px;border-radius:22px;background:var(--c-surface);color:var(--c-text);text-decoration:none;white-space:nowrap}
.catnav a[aria-current=page]{background:var(--c-primary);color:#fff}
.gcard{position:relative}
.gcard .play{display:flex;flex-direction:column;gap:2px;color:var(--c-text);text-decoration:none}
.gcard .fav{position:absolute;top:4px;right:4px;min-width:44px;min-height:44px;border:0;background:transparent;color:#fff;font-size:20px;line-height:1}
.gcard .fav[aria-pressed=true]{color:#ffcc33}
.gcard .try{min-height:44px;border-radius:8px;border:1px solid var(--c-muted);background:transparent;color:var(--c-text);font:inherit;font-size:13px}
.img-fallback{display:flex;align-items:center;justify-content:center;width:100%;aspect-ratio:1;border-radius:8px;background:var(--c-primary);color:#fff;font-weight:700;font-size:22px}`;

export function LobbyStyle() {
  return <style href="tessera-lobby" precedence="medium">{CSS}</style>;
}
