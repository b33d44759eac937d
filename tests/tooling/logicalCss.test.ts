// Right to left (Urdu) mirrors only what is written in logical terms: a physical left/right (inset, margin, padding,
// border, text-align, float) stays put and breaks the mirrored layout. The site's CSS (src/**/*.css, index.html's
// <style> and style attributes, React inline styles) uses inline-start/-end; the few physical ones left are listed
// below, each with its reason.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** Physical inline-direction declarations: the property, and for a few properties only a left/right value. */
const PHYSICAL_PROPS = /^(left|right|(margin|padding|border)-(left|right)(-[a-z]+)?|border-(top|bottom)-(left|right)-radius|scroll-(margin|padding)-(left|right))$/;
const PHYSICAL_VALUE_PROPS = /^(text-align|float|clear)$/;
const PHYSICAL_VALUE = /^(left|right)$/;

interface Allowed { file: string; selector: string; declaration: string; reason: string }

/** The deliberate physical declarations: they read the same, or must not mirror, right to left. */
const ALLOWED: Allowed[] = [
  { file: 'index.html', selector: '.toast', declaration: 'left:50%', reason: 'centred with translateX(-50%): the same place in both directions' },
  { file: 'src/install/install.css', selector: '.a2hs', declaration: 'left:0', reason: 'symmetric with right:0: a full-width sheet' },
  { file: 'src/install/install.css', selector: '.a2hs', declaration: 'right:0', reason: 'symmetric with left:0: a full-width sheet' },
  {
    file: 'src/components/auth/auth.css', selector: '.mobile-row .field .select', declaration: 'text-align:left',
    reason: 'the country calling code is left to right on purpose (direction:ltr), like the number beside it',
  },
];

export interface Finding { file: string; line: number; selector: string; declaration: string }

/** Blanks comments and quoted strings, keeping every offset and newline, so braces inside them never count. */
function blank(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\/|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, (m) => m.replace(/[^\n]/g, ' '));
}

function physical(declaration: string): string | null {
  const colon = declaration.indexOf(':');
  if (colon < 0) return null;
  const prop = declaration.slice(0, colon).trim().toLowerCase();
  const value = declaration.slice(colon + 1).replace(/!important/i, '').trim().toLowerCase();
  if (PHYSICAL_PROPS.test(prop) || (PHYSICAL_VALUE_PROPS.test(prop) && PHYSICAL_VALUE.test(value))) return `${prop}:${value}`;
  return null;
}

/** Every physical declaration of a style sheet's innermost blocks (rules, rules inside @media, keyframes). */
export function scanCss(file: string, css: string, offsetLine = 0): Finding[] {
  const text = blank(css);
  const found: Finding[] = [];
  for (const m of text.matchAll(/([^{};]*)\{([^{}]*)\}/g)) {
    const selector = m[1]!.trim().replace(/\s+/g, ' ');
    const bodyStart = m.index! + m[1]!.length + 1;
    let at = bodyStart;
    for (const part of m[2]!.split(';')) {
      const decl = physical(part);
      if (decl) found.push({ file, line: offsetLine + text.slice(0, at).split('\n').length, selector, declaration: decl });
      at += part.length + 1;
    }
  }
  return found;
}

/** index.html: its <style> elements and its style attributes. */
export function scanHtml(file: string, html: string): Finding[] {
  const found: Finding[] = [];
  for (const m of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) {
    found.push(...scanCss(file, m[1]!, html.slice(0, m.index! + m[0].indexOf('>') + 1).split('\n').length - 1));
  }
  for (const m of html.matchAll(/\sstyle="([^"]*)"/g)) {
    found.push(...scanCss(file, `[style]{${m[1]!}}`, html.slice(0, m.index!).split('\n').length - 1));
  }
  return found;
}

/** React inline styles: style={{ ... }} objects with camel-case physical keys. */
export function scanTsx(file: string, tsx: string): Finding[] {
  const found: Finding[] = [];
  for (const m of tsx.matchAll(/style=\{\{([^}]*)\}\}/g)) {
    for (const k of m[1]!.matchAll(/\b(?:(left|right|(?:margin|padding|border)(?:Left|Right)\w*)\s*:|(?:textAlign|float|clear)\s*:\s*['"](?:left|right)['"])/g)) {
      found.push({ file, line: tsx.slice(0, m.index! + k.index!).split('\n').length, selector: 'style={{}}', declaration: k[1] ?? k[0]! });
    }
  }
  return found;
}

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && ext.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

function scanProject(): Finding[] {
  const rel = (p: string) => relative(root, p).split('\\').join('/');
  return [
    ...scanHtml('index.html', readFileSync(join(root, 'index.html'), 'utf8')),
    ...files(join(root, 'src'), /\.css$/).flatMap((p) => scanCss(rel(p), readFileSync(p, 'utf8'))),
    ...files(join(root, 'src'), /\.tsx$/).flatMap((p) => scanTsx(rel(p), readFileSync(p, 'utf8'))),
  ];
}

const allowed = (f: Finding) => ALLOWED.some((a) => a.file === f.file && a.selector === f.selector && a.declaration === f.declaration);

describe('logical CSS: the layout mirrors right to left', () => {
  it('no physical inline-direction property outside the allowlist', () => {
    const bad = scanProject().filter((f) => !allowed(f)).map((f) => `${f.file}:${f.line} ${f.selector} { ${f.declaration} }`);
    expect(bad, 'use inset-inline-start/-end, margin-inline, padding-inline, border-inline, text-align:start/end').toEqual([]);
  });

  it('every allowlist entry still matches a declaration and says why', () => {
    const found = scanProject();
    for (const a of ALLOWED) {
      expect(a.reason.length, `${a.file} ${a.selector}`).toBeGreaterThan(10);
      expect(found.some((f) => f.file === a.file && f.selector === a.selector && f.declaration === a.declaration), `${a.file} ${a.selector} { ${a.declaration} } is gone: remove it from the allowlist`).toBe(true);
    }
  });

  it('the scanner finds what the issue found (a close button at right:4px, a marquee padded on the left)', () => {
    const html = '<style>\n.a{color:red}\n.invite .x{position:absolute;top:4px;right:4px}\n@media (x){.m span{padding-left:100%}}\n/* left:0 */.s{content:"a{left:0}"}</style><p style="margin-right:2px">';
    expect(scanHtml('index.html', html).map((f) => `${f.line} ${f.selector} ${f.declaration}`)).toEqual([
      '3 .invite .x right:4px', '4 .m span padding-left:100%', '5 [style] margin-right:2px',
    ]);
    expect(scanCss('a.css', '.t{text-align:right}.u{text-align:start;float:left;inset-inline-end:0;border-left-width:1px}').map((f) => f.declaration))
      .toEqual(['text-align:right', 'float:left', 'border-left-width:1px']);
    expect(scanTsx('a.tsx', '<div style={{ marginLeft: 4, textAlign: "right", insetInlineEnd: 0 }} />').map((f) => f.declaration))
      .toEqual(['marginLeft', 'textAlign: "right"']);
  });
});
