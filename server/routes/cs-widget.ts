import { Hono } from 'hono';
import { CS_TYPES, type CsType } from '../../contract/member.ts';

/**
 * Development stand-ins for the customer-service providers (spec section 3 csTypes), the help script and
 * the cashier: each widget defines its provider's global API, as the real script does, and shows a launcher
 * and a panel, so the site's adapters can be tried and tested without a provider account.
 */
const API: Record<CsType, string> = {
  LIVECHAT: "window.LiveChatWidget = { call: function (m) { if (m === 'maximize') open(); } };",
  COMM100: 'window.Comm100API = { open_chat_window: function () { open(); } };',
  COMM100VIP: 'window.Comm100API = { open_chat_window: function () { open(); } };',
  'TX-CHAT': 'window.TXChat = { open: open };',
  AICAN: 'window.AicanChat = { open: open };',
  MIDUOKE: "window.MIDUOKE = function (cmd) { if (cmd === 'showPanel') open(); };",
};

const widget = (type: string, api: string): string => `(function () {
  var type = ${JSON.stringify(type)};
  var launcher = document.createElement('button');
  launcher.type = 'button';
  launcher.textContent = type + ' chat';
  launcher.setAttribute('data-testid', 'cs-widget');
  launcher.setAttribute('data-cs-type', type);
  launcher.hidden = true;
  launcher.style.cssText = 'position:fixed;right:12px;bottom:72px;z-index:40;padding:8px 12px;border-radius:20px';
  var panel = document.createElement('div');
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-label', type + ' chat');
  panel.setAttribute('data-testid', 'cs-panel');
  panel.hidden = true;
  panel.textContent = 'Demo ' + type + ' chat: an agent will be with you shortly.';
  panel.style.cssText = 'position:fixed;left:12px;right:12px;bottom:120px;z-index:40;padding:12px;background:#fff;color:#000';
  function open() { panel.hidden = false; }
  launcher.addEventListener('click', open);
  document.body.appendChild(launcher);
  document.body.appendChild(panel);
  ${api}
})();`;

const HELP = `(function () {
  window.TesseraHelp = { topics: ['Deposits', 'Withdrawals', 'Account security'] };
  document.dispatchEvent(new CustomEvent('tessera-help-ready'));
})();`;

const page = (title: string, text: string): string =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title><h1>${title}</h1><p>${text}</p></html>`;

/**
 * The stand-in cashier: the site opens it with the amount in the query and the session in the fragment (never sent
 * to the server or in a Referer); confirming moves the money through POST /wps/wallets/gcs/{deposit|withdraw}.
 */
const cashierPage = (kind: 'deposit' | 'withdraw'): string => {
  const title = kind === 'deposit' ? 'Deposit' : 'Withdraw';
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">`
    + `<title>Demo cashier: ${title}</title>`
    + '<body style="font:16px system-ui,sans-serif;margin:0;padding:24px;background:#0f1420;color:#f2f4f8">'
    + `<h1 style="font-size:22px">Demo cashier: ${title}</h1>`
    + '<p style="color:#b8c0d0">The reference server has no payment provider; this page stands in for the cashier.</p>'
    + `<form id="cashier" data-kind="${kind}" style="display:grid;gap:12px;max-width:360px">`
    + '<label for="amount">Amount</label>'
    + '<input id="amount" name="amount" inputmode="decimal" autocomplete="off" style="font-size:18px;padding:12px;border-radius:10px;border:1px solid #556">'
    + `<button type="submit" style="font-size:17px;padding:12px;border-radius:10px;border:0;background:#ffc83d;color:#111;min-height:48px">Confirm ${title.toLowerCase()}</button>`
    + '</form><p id="result" role="status" style="min-height:1.5em"></p>'
    + '<button type="button" id="close" hidden style="font-size:16px;padding:10px 16px;min-height:44px">Close</button>'
    + '<script src="/cs-widget/cashier.js"></script></body></html>';
};

const CASHIER_JS = `(function () {
  var form = document.getElementById('cashier');
  var input = document.getElementById('amount');
  var result = document.getElementById('result');
  var close = document.getElementById('close');
  var kind = form.getAttribute('data-kind');
  var hash = new URLSearchParams(location.hash.slice(1));
  var token = hash.get('token') || '';
  var merchant = hash.get('merchant') || 'cashier';
  // The session must not stay in the address bar or the history.
  if (location.hash) history.replaceState(null, '', location.pathname + location.search);
  input.value = new URLSearchParams(location.search).get('amount') || '';
  if (!token) result.textContent = 'Open the cashier from your account to pay.';
  close.addEventListener('click', function () { window.close(); });
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var amount = Number(input.value);
    result.textContent = 'Processing...';
    fetch('/wps/wallets/gcs/' + kind, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: token, Merchant: merchant },
      body: JSON.stringify({ amount: amount })
    }).then(function (r) { return r.json(); }).then(function (env) {
      if (env && env.success) {
        result.textContent = 'Done. New balance: ' + env.value.balance.toFixed(2) + ' ' + env.value.currency + '. You can close this page.';
        result.setAttribute('data-done', '1');
        close.hidden = false;
      } else {
        result.textContent = (env && env.message) || 'The payment failed.';
      }
    }, function () { result.textContent = 'Network error, please try again.'; });
  });
})();`;

const JS = { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' };

export function csWidgetRoutes(): Hono {
  const app = new Hono();
  app.get('/cs-widget/help.js', (c) => c.body(HELP, 200, JS));
  app.get('/cs-widget/cashier.html', (c) => c.html(cashierPage(c.req.query('kind') === 'withdraw' ? 'withdraw' : 'deposit')));
  app.get('/cs-widget/cashier.js', (c) => c.body(CASHIER_JS, 200, JS));
  app.get('/cs-widget/chat.html', (c) => c.html(page('Demo chat room', 'The in-house chat (CBS_launchChat) opens here.')));
  app.get('/cs-widget/:file', (c) => {
    const type = c.req.param('file').replace(/\.js$/, '');
    if (!c.req.param('file').endsWith('.js') || !(CS_TYPES as readonly string[]).includes(type)) return c.text('Not Found', 404);
    return c.body(widget(type, API[type as CsType]), 200, JS);
  });
  return app;
}
