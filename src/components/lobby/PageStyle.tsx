
/** Styles only the lazily loaded lobby pages use (vendors, matches, the launch page, the game viewer). */
const CSS = `.vendors{display:flex;flex-wrap:wrap;gap:8px;list-style:none;padding:0 16px;margin:8px 0}
.vendors button{min-height:44px;padding:0 14px;border-radius:22px;border:1px solid var(--c-muted);background:var(--c-surface);color:var(--c-text);font:inherit}
.vendors button[aria-pressed=true]{background:var(--c-primary);border-color:var(--c-primary);color:#fff}
.badge{margin-left:6px;padding:1px 6px;border-radius:8px;background:#e5484d;color:#fff;font-size:11px}
.matches{list-style:none;margin:0;padding:0 16px;display:flex;flex-direction:column;gap:8px}
.matches li{background:var(--c-surface);border-radius:10px;padding:10px}
.game-frame{position:fixed;inset:0;z-index:80;display:flex;flex-direction:column;background:#000}
.game-frame .frame-bar{display:flex;align-items:center;gap:8px;height:48px;padding:0 8px;background:var(--c-surface);color:var(--c-text)}
.game-frame iframe{flex:1;width:100%;border:0;background:#fff}
.launch{padding:32px 16px;text-align:center;display:flex;flex-direction:column;align-items:center;gap:12px}`;

export function PageStyle() {
  return <style href="tessera-lobby-pages" precedence="medium">{CSS}</style>;
}
