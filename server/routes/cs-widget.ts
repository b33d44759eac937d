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

const JS = { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' };

export function csWidgetRoutes(): Hono {
  const app = new Hono();
  app.get('/cs-widget/help.js', (c) => c.body(HELP, 200, JS));
  app.get('/cs-widget/cashier.html', (c) => {
    const kind = c.req.query('kind') === 'withdraw' ? 'Withdraw' : 'Deposit';
    return c.html(page(`Demo cashier: ${kind}`, 'The reference server has no payment provider; this page stands in for the cashier.'));
  });
  app.get('/cs-widget/chat.html', (c) => c.html(page('Demo chat room', 'The in-house chat (CBS_launchChat) opens here.')));
  app.get('/cs-widget/:file', (c) => {
    const type = c.req.param('file').replace(/\.js$/, '');
    if (!c.req.param('file').endsWith('.js') || !(CS_TYPES as readonly string[]).includes(type)) return c.text('Not Found', 404);
    return c.body(widget(type, API[type as CsType]), 200, JS);
  });
  return app;
}
