
/** Styles only the lazily loaded lobby pages use (providers, matches, the launch page, the game viewer). */
const CSS = `.vendors{display:flex;gap:8px;overflow-x:auto;list-style:none;padding:0 16px;margin:8px 0;scrollbar-width:none}
.vendors li{flex:0 0 auto}
.vendors button{display:inline-flex;align-items:center;gap:6px;min-height:44px;padding:0 14px;border-radius:22px;border:1px solid #ffffff33;background:var(--c-surface);color:var(--c-text);white-space:nowrap;cursor:pointer}
.vendors small{color:var(--c-muted);font-size:13px}
.vendors button[aria-pressed=true]{background:var(--c-primary);border-color:var(--c-primary);color:var(--c-on-primary)}
.vendors button[aria-pressed=true] small{color:inherit}
.badge{padding:1px 6px;border-radius:8px;background:#c92a2f;color:#fff;font-size:13px}
.matches{list-style:none;margin:0;padding:0 16px;display:flex;flex-direction:column;gap:8px}
.matches li{background:var(--c-surface);border-radius:12px;padding:10px 12px}
.lane .matches{padding:0}
.lane .matches li{padding:0}
.match{display:flex;flex-direction:column;gap:6px;min-height:44px;padding:10px 12px;color:var(--c-text);text-decoration:none}
.match .league{display:flex;justify-content:space-between;gap:8px;color:var(--c-muted);font-size:13px}
.match .league,.match .teams strong{min-width:0;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.match .teams{display:grid;grid-template-columns:minmax(0,1fr) auto minmax(0,1fr);gap:8px;align-items:center;font-size:16px}
.match .teams strong:last-child{text-align:end}
.match .odds{font-size:13px}
.game-frame{position:fixed;inset:0;z-index:80;display:flex;flex-direction:column;background:#000}
.frame-top{display:flex;align-items:center;gap:8px;min-height:52px;padding:4px 8px;background:var(--c-surface);color:var(--c-text)}
.frame-top .frame-bar{flex:1;min-width:0;display:flex;align-items:center;gap:8px}
.frame-bar .frame-title{flex:1;min-width:0;overflow:hidden;white-space:nowrap;text-overflow:ellipsis;font-weight:700}
.frame-top .btn{flex:0 0 auto;min-height:44px;padding:6px 12px;white-space:nowrap}
.frame-top .btn[aria-pressed=true]{border-color:var(--c-primary)}
[dir=rtl] .frame-bar .arrow{display:inline-block;transform:scaleX(-1)}
.game-frame iframe{flex:1;width:100%;border:0;background:#fff}
.launch{padding:32px 16px;text-align:center;display:flex;flex-direction:column;align-items:center;gap:12px}
.launch a.btn{display:inline-flex;align-items:center;text-decoration:none}`;

export function PageStyle() {
  return <style href="tessera-lobby-pages" precedence="medium">{CSS}</style>;
}
