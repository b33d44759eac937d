import { BCP47, RTL_LANGUAGES, resolveLanguage } from '../../contract/languages.ts';
import { promptLines } from '../../contract/loginPrompt.ts';
import { LOBBY_PATHS, PATHS } from '../../contract/routes.ts';
import { INVITE_CLOSED_KEY, LANGUAGE_KEY, LEGACY_KV_PREFIX, LEGACY_LANGUAGE_KEY } from '../../contract/storageKeys.ts';
import { cdnBase, cdnUrl } from '../services/cdn-url.ts';
import { escapeHtml } from './brand-slot.ts';
import type { Merchant } from '../merchants/merchant-config.ts';

const START = '<!--page-shell-->';
const LOBBY_BANNER = '<i class="skel block shell-banner"></i>';
const LOBBY_SHELL = '<div class="shell" aria-hidden="true">';
const END = '<!--/page-shell-->';

/**
 * Drops the prompt when the visitor chose a language before (ours, or production's key that boot carries over): the
 * shell speaks the merchant's default language, and a prompt in another language would flash before the page's own.
 */
const KEEP_LANGUAGE = `(function(){try{var e=document.getElementById('sp'),s=localStorage,l=s.getItem(${JSON.stringify(LANGUAGE_KEY)});if(e&&(l!==null?l!==e.getAttribute('data-lang'):s.getItem(${JSON.stringify(LEGACY_LANGUAGE_KEY)})!==null||s.getItem(${JSON.stringify(LEGACY_KV_PREFIX + LEGACY_LANGUAGE_KEY)})!==null))e.remove()}catch(_){}})()`;

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

/** A session that closed the invite banner (src/lobby/invite.ts) does not see it again, in the shell either. */
const KEEP_INVITE = `(function(){try{var e=document.getElementById('st');if(e&&e.className==='invite'&&sessionStorage.getItem(${JSON.stringify(INVITE_CLOSED_KEY)})==='1')e.remove()}catch(_){}})()`;

/**
 * The lobby's first image above the skeleton (outside its pulse), where the page puts it: the invite banner when the
 * referral promotion shows it (spec section 2), else the top row's first banner, each in the box the page gives it.
 * It is the lobby's largest paint, and from the HTML it downloads at once instead of after the scripts, the status
 * call and the lobby's. Only an http(s) URL gets in; none leaves the skeleton.
 */
export function lobbyTop(merchant: Merchant | null, origin: string): string | null {
  const relay = merchant?.config.relay;
  if (!merchant || !relay) return null;
  const invite = relay.promotions?.REFERRAL?.enabled === true ? relay.banners.find((b) => b.groupName === 'm_invite' && b.url !== '') : undefined;
  const top = invite ?? relay.banners.find((b) => b.groupName === 'm_top' && b.url !== '');
  if (!top) return null;
  const src = cdnUrl(cdnBase(origin, merchant.code), top.url);
  if (!/^https?:\/\//.test(src)) return null;
  const img = `<img src="${escapeHtml(src)}" width="750" height="250" alt="" fetchpriority="high" decoding="async">`;
  return invite
    ? `<aside class="invite" id="st" aria-hidden="true"><a>${img}</a></aside><script>${KEEP_INVITE}</script>`
    : `<div class="bgroup" id="st" aria-hidden="true"><div>${img}</div></div>`;
}

/** Puts the page's own static shell between index.html's markers: the login page's, or the lobby's first image. */
export function injectPageShell(html: string, merchant: Merchant | null, appPath: string, origin: string): string {
  const start = html.indexOf(START);
  const end = html.indexOf(END, start);
  // A merchant in maintenance shows its notice, not a page's shell.
  if (start < 0 || end < 0 || merchant?.config.maintenance === true) return html;
  let shell = html.slice(start + START.length, end);
  if (appPath === PATHS.login) shell = loginShell(merchant);
  else if (LOBBY_PATHS.includes(appPath)) {
    const top = lobbyTop(merchant, origin);
    if (!top || !shell.includes(LOBBY_SHELL)) return html;
    shell = top + shell.replace(LOBBY_BANNER, '');
  } else return html;
  return html.slice(0, start) + shell + html.slice(end + END.length);
}
