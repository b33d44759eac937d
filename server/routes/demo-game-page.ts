/** The HTML of one demo game: a tiny playable round per kind of game, and a way back. */

export type DemoKind = 'slot' | 'cards' | 'sports' | 'fish' | 'crash' | 'lottery';

const KINDS: Record<string, DemoKind> = {
  rng: 'slot', arcade: 'slot', live: 'cards', table: 'cards', pvp: 'cards', sports: 'sports', fish: 'fish',
  crash: 'crash', elott: 'lottery', elotto: 'lottery', lott: 'lottery', vietnam_lotto: 'lottery', sea_lott: 'lottery',
};

/** The kind of page a category gets, or null for an unknown category. */
export const kindOf = (category: string): DemoKind | null =>
  (Object.prototype.hasOwnProperty.call(KINDS, category) ? KINDS[category] ?? null : null);

const ACTION: Record<DemoKind, string> = {
  slot: 'Spin', cards: 'Deal', sports: 'Place a bet', fish: 'Fire', crash: 'Fly', lottery: 'Buy a ticket',
};

const escapeHtml = (s: string): string =>
  s.replace(/[<>&"']/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

export interface DemoPage {
  nonce: string;
  kind: DemoKind;
  backUrl: string;
  merchantName: string;
  gameName: string;
  vendor: string;
  trial: boolean;
  lobbyView: boolean;
}

// One round per kind; credits move so the player sees the game respond.
const SCRIPT = `
const kind = document.body.dataset.kind;
let credits = 1000;
const r = (n) => Math.floor(Math.random() * n);
const rounds = {
  slot: () => { const s = ['7', 'BAR', 'CHERRY', 'STAR']; const a = [s[r(4)], s[r(4)], s[r(4)]]; const win = a[0] === a[1] && a[1] === a[2]; credits += win ? 200 : -10; return a.join(' | ') + (win ? ' - win!' : ''); },
  cards: () => { const p = r(10), b = r(10); credits += p > b ? 20 : p < b ? -20 : 0; return 'Player ' + p + ' / Banker ' + b + (p > b ? ' - you win' : p < b ? ' - banker wins' : ' - tie'); },
  sports: () => { const h = r(4), a = r(4); credits += h > a ? 30 : -10; return 'Full time ' + h + ' : ' + a + (h > a ? ' - your pick won' : ''); },
  fish: () => { const hit = r(3) === 0; credits += hit ? 50 : -5; return hit ? 'Caught a golden fish!' : 'Missed'; },
  crash: () => { const m = (1 + Math.random() * 4).toFixed(2); const out = Number(m) > 2; credits += out ? 40 : -20; return 'Crashed at x' + m + (out ? ' - cashed out at x2.00' : ''); },
  lottery: () => { const n = new Set(); while (n.size < 6) n.add(1 + r(45)); credits -= 10; return 'Ticket: ' + [...n].sort((x, y) => x - y).join(' '); },
};
document.getElementById('play').addEventListener('click', () => {
  document.getElementById('result').textContent = rounds[kind]();
  document.getElementById('credits').textContent = String(credits);
});`;

export function demoGamePage(p: DemoPage): string {
  const title = escapeHtml(p.gameName);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${title}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#101826;color:#f2f5fa;display:flex;flex-direction:column;gap:16px;padding:16px;min-height:100vh;box-sizing:border-box}
a,button{font:inherit;min-height:44px;border-radius:10px;padding:10px 16px}a{color:#9cc3ff;align-self:flex-start}
button{background:#1f6feb;color:#fff;border:0;font-weight:700}output{display:block;min-height:3em;font-size:18px}</style></head>
<body data-kind="${p.kind}">
<a id="back" href="${escapeHtml(p.backUrl)}" target="_top">&larr; Back</a>
<h1>${title}</h1>
<p>${escapeHtml(p.vendor)} &middot; ${escapeHtml(p.merchantName)} &middot; <span id="mode">${p.trial ? 'Free play' : 'Real play'}</span>${p.lobbyView ? ' &middot; Lottery lobby' : ''}</p>
<p>Credits: <strong id="credits">1000</strong></p>
<button id="play" type="button">${ACTION[p.kind]}</button>
<output id="result" aria-live="polite"></output>
<script nonce="${p.nonce}">${SCRIPT}</script>
</body></html>`;
}
