/**
 * One vector illustration per kind of game, drawn in a 200x200 box: what a player recognises at a glance
 * on a lobby tile (a ball for football, cards for baccarat, a plane for a crash game ...).
 */
export type Motif = 'football' | 'basketball' | 'cards' | 'roulette' | 'dice' | 'fish' | 'crash' | 'gem' | 'lottery'
  | 'slots' | 'paw' | 'mahjong' | 'fruit' | 'dragon' | 'gift' | 'phone' | 'friends' | 'shield' | 'trophy' | 'crown' | 'goldbar';

const W = '#ffffff';
const INK = '#1b1b2f';
const GOLD = '#ffcf40';
const RED = '#e23b3b';

const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;

/** Suits as paths, centred on 0,0: no font has to carry the symbols. */
export const SUIT = {
  heart: 'M0 14C-8 8-18 0-18-8c0-7 5-11 10-11 4 0 7 2 8 6 1-4 4-6 8-6 5 0 10 4 10 11 0 8-10 16-18 22z',
  spade: 'M0-19C8-10 18-4 18 4c0 6-4 10-9 10-3 0-6-2-7-4l3 9H-5l3-9c-1 2-4 4-7 4-5 0-9-4-9-10 0-8 10-14 18-23z',
} as const;

const card = (x: number, rot: number, rank: string, suit: keyof typeof SUIT, red: boolean): string =>
  `<g transform="rotate(${rot} 100 170)"><rect x="${x}" y="35" width="84" height="120" rx="10" fill="${W}" stroke="#d9d9e3" stroke-width="2"/>`
  + `<text x="${x + 12}" y="66" font-size="28" font-weight="800" fill="${red ? RED : INK}">${rank}</text>`
  + `<path transform="translate(${x + 42} 108) scale(1.6)" d="${SUIT[suit]}" fill="${red ? RED : INK}"/></g>`;

const ball = (cx: number, cy: number, r: number, fill: string, n: string): string =>
  circle(cx, cy, r, fill) + circle(cx, cy, r * 0.55, W) + `<text x="${cx}" y="${cy + r * 0.22}" font-size="${r * 0.62}" font-weight="800" text-anchor="middle" fill="${INK}">${n}</text>`
  + `<ellipse cx="${cx - r * 0.35}" cy="${cy - r * 0.45}" rx="${r * 0.25}" ry="${r * 0.14}" fill="${W}" opacity=".45"/>`;

const pip = (x: number, y: number): string => circle(x, y, 7, INK);

/** Card ranks, ball numbers and colours vary with the name's hash h, so two games of one kind still differ. */
const RANKS = [['A', 'K'], ['Q', 'J'], ['9', '8'], ['A', 'A'], ['10', 'J'], ['K', 'Q'], ['7', '7']] as const;
const BALLS = [RED, '#2f80ed', GOLD, '#2ea36b', '#9b51e0', '#f2994a'];
const pick = <T>(list: readonly T[], h: number): T => list[h % list.length]!;

const DRAW: Record<Motif, (accent: string, h: number) => string> = {
  football: () => circle(100, 100, 70, W, `stroke="${INK}" stroke-width="3"`)
    + `<path d="M100 70l28 20-11 33H83L72 90z" fill="${INK}"/>`
    + `<path d="M100 70V32M128 90l34-12M117 123l22 30M83 123l-22 30M72 90L38 78" stroke="${INK}" stroke-width="4" fill="none"/>`,
  basketball: () => circle(100, 100, 70, '#f08a24')
    + `<path d="M30 100h140M100 30v140M52 50c25 25 25 75 0 100M148 50c-25 25-25 75 0 100" stroke="${INK}" stroke-width="5" fill="none"/>`,
  cards: (_, h) => {
    const [a, b] = pick(RANKS, h);
    return card(36, -14, a, h & 8 ? 'heart' : 'spade', !!(h & 8)) + card(80, 12, b, h & 16 ? 'spade' : 'heart', !(h & 16));
  },
  roulette: (a) => circle(100, 100, 74, '#6b3b12') + circle(100, 100, 64, INK)
    + Array.from({ length: 12 }, (_, i) => `<path d="M100 100L${100 + 64 * Math.cos((i * 30 * Math.PI) / 180)} ${100 + 64 * Math.sin((i * 30 * Math.PI) / 180)}A64 64 0 0 1 ${100 + 64 * Math.cos(((i + 1) * 30 * Math.PI) / 180)} ${100 + 64 * Math.sin(((i + 1) * 30 * Math.PI) / 180)}z" fill="${i === 0 ? '#1f9d55' : i % 2 ? RED : INK}"/>`).join('')
    + circle(100, 100, 30, a) + circle(100, 100, 10, GOLD) + circle(150, 62, 7, W),
  dice: () => `<rect x="28" y="58" width="78" height="78" rx="14" fill="${W}" transform="rotate(-12 67 97)"/>`
    + `<g transform="rotate(-12 67 97)">${pip(48, 78)}${pip(67, 97)}${pip(86, 116)}</g>`
    + `<rect x="96" y="70" width="78" height="78" rx="14" fill="${RED}" transform="rotate(14 135 109)"/>`
    + `<g transform="rotate(14 135 109)">${circle(116, 90, 7, W)}${circle(154, 90, 7, W)}${circle(116, 128, 7, W)}${circle(154, 128, 7, W)}</g>`,
  fish: (a) => `<path d="M30 100c30-45 95-50 125 0-30 50-95 45-125 0z" fill="${GOLD}"/><path d="M150 100l32-30v60z" fill="${a}"/>`
    + circle(62, 92, 9, INK) + circle(65, 89, 3, W) + `<path d="M95 70c10 18 10 42 0 60M115 72c9 16 9 40 0 56" stroke="${a}" stroke-width="5" fill="none"/>`
    + circle(40, 48, 8, W, 'opacity=".6"') + circle(56, 30, 5, W, 'opacity=".5"'),
  crash: () => `<path d="M20 175C80 170 130 130 170 40" stroke="${RED}" stroke-width="8" fill="none" stroke-linecap="round"/>`
    + `<g transform="rotate(-35 150 70)"><path d="M115 70h70l12 8-12 8h-70z" fill="${W}"/><path d="M140 70l-18-28h14l26 28zM140 86l-18 28h14l26-28z" fill="${RED}"/><path d="M115 70l-10-16h10l12 16z" fill="${RED}"/></g>`,
  gem: () => `<path d="M55 60h90l30 35-75 80-75-80z" fill="#39c5ff"/><path d="M55 60l20 35h50l20-35M25 95h150M75 95l25 80 25-80" stroke="${W}" stroke-width="4" fill="none" opacity=".8"/>`
    + `<path d="M75 60l25 35 25-35z" fill="${W}" opacity=".45"/>`,
  lottery: (_, h) => ball(62, 120, 38, pick(BALLS, h), String(1 + (h % 9)))
    + ball(138, 120, 38, pick(BALLS, (h >> 3) + 1), String(10 + ((h >> 5) % 20))) + ball(100, 66, 40, pick(BALLS, (h >> 7) + 2), String(30 + ((h >> 9) % 19))),
  slots: () => `<rect x="20" y="44" width="160" height="112" rx="18" fill="${W}"/>`
    + [42, 100, 158].map((x) => `<text x="${x}" y="124" font-size="62" font-weight="800" text-anchor="middle" fill="${RED}" stroke="${GOLD}" stroke-width="2">7</text>`).join('')
    + `<path d="M71 52v96M129 52v96" stroke="#d9d9e3" stroke-width="3"/>`,
  paw: () => `<ellipse cx="100" cy="125" rx="44" ry="38" fill="${GOLD}"/>`
    + [[52, 78, -20], [82, 52, -8], [118, 52, 8], [148, 78, 20]].map(([x, y, r]) => `<ellipse cx="${x}" cy="${y}" rx="17" ry="23" fill="${GOLD}" transform="rotate(${r} ${x} ${y})"/>`).join(''),
  mahjong: (_, h) => `<rect x="44" y="28" width="112" height="150" rx="14" fill="#2ea36b"/><rect x="44" y="22" width="112" height="146" rx="14" fill="${W}"/>`
    + [[74, 58], [126, 58], [100, 95], [74, 132], [126, 132]].map(([x, y]) => circle(x!, y!, 15, 'none', `stroke="${x === 100 ? pick(BALLS, h) : pick(BALLS, h + 1)}" stroke-width="7"`)).join(''),
  fruit: () => `<path d="M100 40c-10 30-35 45-45 75M100 40c5 30 25 50 40 70" stroke="#2ea36b" stroke-width="6" fill="none"/><path d="M100 40c20-15 45-10 55 5-25 8-40 5-55-5z" fill="#2ea36b"/>`
    + circle(60, 130, 34, RED) + circle(140, 130, 34, RED) + circle(48, 118, 8, W, 'opacity=".5"') + circle(128, 118, 8, W, 'opacity=".5"'),
  dragon: (a) => `<path d="M100 25c30 40 60 55 50 100-8 35-42 50-50 50s-42-15-50-50C40 80 70 65 100 25z" fill="#ff7a1a"/>`
    + `<path d="M100 80c15 22 30 30 25 55-4 18-18 25-25 25s-21-7-25-25c-5-25 10-33 25-55z" fill="${GOLD}"/>` + circle(100, 140, 6, a),
  gift: () => `<rect x="40" y="80" width="120" height="90" rx="8" fill="${RED}"/><rect x="30" y="62" width="140" height="30" rx="6" fill="#ff5a5a"/>`
    + `<rect x="90" y="62" width="20" height="108" fill="${GOLD}"/><path d="M100 62c-30-40-60-10-35 0zM100 62c30-40 60-10 35 0z" fill="${GOLD}"/>`,
  phone: (a) => `<rect x="58" y="20" width="84" height="160" rx="16" fill="${INK}"/><rect x="65" y="36" width="70" height="124" rx="6" fill="${a}"/>`
    + circle(100, 170, 5, W) + `<path d="M100 60v60M78 100l22 22 22-22" stroke="${W}" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  friends: (a) => circle(70, 70, 26, W) + `<path d="M26 160c0-35 20-55 44-55s44 20 44 55z" fill="${W}"/>`
    + circle(135, 78, 22, GOLD) + `<path d="M96 160c0-30 17-47 39-47s39 17 39 47z" fill="${GOLD}"/>` + circle(166, 40, 14, a) + `<path d="M166 32v16M158 40h16" stroke="${W}" stroke-width="4"/>`,
  shield: () => `<path d="M100 22l65 24v50c0 42-30 70-65 84-35-14-65-42-65-84V46z" fill="#2ea36b"/><path d="M68 100l22 22 44-46" stroke="${W}" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  crown: () => `<path d="M30 150l-8-90 45 38 33-60 33 60 45-38-8 90z" fill="${GOLD}"/><rect x="30" y="150" width="140" height="22" rx="6" fill="#c98f00"/>`
    + circle(100, 118, 12, RED) + circle(58, 128, 8, '#2f80ed') + circle(142, 128, 8, '#2ea36b') + circle(22, 58, 8, GOLD) + circle(100, 36, 9, GOLD) + circle(178, 58, 8, GOLD),
  goldbar: () => [[28, 120], [102, 120], [65, 72]].map(([x, y]) =>
    `<path d="M${x! + 12} ${y}h46l12 44H${x}z" fill="${GOLD}"/><path d="M${x! + 18} ${y! + 8}h34l6 22H${x! + 12}z" fill="#ffe58a"/><path d="M${x} ${y! + 44}h70v8H${x}z" fill="#c98f00"/>`).join(''),
  trophy: () => `<path d="M60 30h80v45c0 28-18 45-40 45s-40-17-40-45z" fill="${GOLD}"/><path d="M60 45H35c0 28 12 40 30 40M140 45h25c0 28-12 40-30 40" stroke="${GOLD}" stroke-width="8" fill="none"/>`
    + `<rect x="90" y="118" width="20" height="30" fill="${GOLD}"/><rect x="62" y="148" width="76" height="20" rx="4" fill="#c98f00"/>`,
};

/** The illustration of a kind, placed at (x, y) and scaled to size px across; accent tints a detail. */
export const motifSvg = (motif: Motif, x: number, y: number, size: number, accent: string, h = 0): string =>
  `<g transform="translate(${x} ${y}) scale(${size / 200})" font-family="Inter">${DRAW[motif](accent, h)}</g>`;

/** Words in a game's or banner's name, then its lobby lane, decide its illustration. */
const BY_WORD: [RegExp, Motif][] = [
  [/football|soccer|sport/i, 'football'], [/basket/i, 'basketball'], [/roulette|spin/i, 'roulette'],
  [/baccarat|blackjack|poker|holdem|patti|bahar|pok deng|dummy|card/i, 'cards'], [/hi-?lo|dice|sic ?bo/i, 'dice'],
  [/download|\bapp\b|\bios\b|android|popup/i, 'phone'], [/invite|friend|refer/i, 'friends'], [/fish|ocean/i, 'fish'], [/aviator|crash|rocket|jet/i, 'crash'], [/mine|gem|diamond/i, 'gem'],
  [/lott|keno|mega|power|draw|result/i, 'lottery'], [/mahjong/i, 'mahjong'], [/fruit|bonanza|cherry/i, 'fruit'],
  [/dragon/i, 'dragon'], [/tiger|\box\b|neko|\bcat\b/i, 'paw'], [/bonus|welcome|gift|cashback|promo/i, 'gift'],
  [/responsib|safe/i, 'shield'], [/gold|brick|treasure|aztec/i, 'goldbar'], [/empire|king|royal|\bace\b/i, 'crown'],
  [/slot|lucky|777/i, 'slots'], [/tip|week|vip|win/i, 'trophy'],
];
const BY_LANE: Record<string, Motif> = {
  SPORTS: 'football', LIVE: 'cards', RNG: 'slots', TABLE: 'cards', FISH: 'fish', PVP: 'cards', CRASH: 'crash',
  ARCADE: 'dice', ELOTT: 'lottery', LOTT: 'lottery',
};

export function motifFor(name: string, lane = ''): Motif {
  return BY_WORD.find(([re]) => re.test(name))?.[1] ?? BY_LANE[lane.toUpperCase()] ?? 'trophy';
}
