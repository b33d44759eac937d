import { BCP47, RTL_LANGUAGES, resolveLanguage } from '../../contract/languages.ts';
import { promptLines } from '../../contract/loginPrompt.ts';
import { PATHS } from '../../contract/routes.ts';
import type { Merchant } from '../merchants/merchant-config.ts';

const START = '<!--page-shell-->';
const END = '<!--/page-shell-->';
const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * Drops the prompt when the visitor chose a language before (ours, or production's key that boot carries over): the
 * shell speaks the merchant's default language, and a prompt in another language would flash before the page's own.
 */
const KEEP_LANGUAGE = "(function(){try{var e=document.getElementById('sp'),s=localStorage,l=s.getItem('MC_LANGUAGE');if(e&&(l!==null?l!==e.getAttribute('data-lang'):s.getItem('language')!==null||s.getItem('kv:language')!==null))e.remove()}catch(_){}})()";

/**
 * The login page's static shell: the heading's place, the merchant's login prompt in its default language (the
 * page's largest text, painted with the first paint instead of after the scripts and the status call) and the
 * form's fields, laid out where the page puts them. Other pages keep index.html's lobby skeleton.
 */
export function loginShell(merchant: Merchant | null): string {
  const config = merchant?.config;
  const lang = config ? resolveLanguage(null, config.languages, config.defaultLanguage) : null;
  const lines = config && lang ? promptLines(config.mobileTemplate.params?.login_prompt_text, lang) : [];
  const prompt = lang && lines.length > 0
    ? `<div class="page-lead" id="sp" data-lang="${lang}"><div class="login-prompt">${
      lines.map((l, i) => `<p${i === 0 ? ' class="login-prompt-lead"' : ''}>${escapeHtml(l)}</p>`).join('')}</div></div><script>${KEEP_LANGUAGE}</script>`
    : '';
  const speech = lang ? ` lang="${BCP47[lang]}" dir="${RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr'}"` : '';
  return `<section class="pad shell-login"${speech} aria-hidden="true"><i class="skel shell-h1"></i>${prompt}<i class="skel block shell-field"></i><i class="skel block shell-field"></i><i class="skel block shell-field"></i></section>`;
}

/** Puts the page's own static shell between index.html's markers; paths without one keep the lobby's. */
export function injectPageShell(html: string, merchant: Merchant | null, appPath: string): string {
  if (appPath !== PATHS.login) return html;
  const start = html.indexOf(START);
  const end = html.indexOf(END, start);
  if (start < 0 || end < 0) return html;
  return html.slice(0, start) + loginShell(merchant) + html.slice(end + END.length);
}
