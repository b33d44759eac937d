import { CAPTCHA_LOCAL } from '../../contract/captcha.ts';

/**
 * The local captcha provider's browser script, speaking GeeTest's client API: v3 `initGeetest(config, cb)`
 * (verify, getValidate → geetest_*) or v4 `initGeetest4(config, cb)` (showCaptcha, getValidate → lot_number ...).
 * Its check is one accessible button; the server remembers what it hands out and accepts each result once.
 */
export function providerScript(version: 'v3' | 'v4'): string {
  return `/* Tessera local captcha provider (${version}); development and tests only. */
(function () {
  'use strict';
  var VERSION = ${JSON.stringify(version)};
  var script = document.currentScript;
  var VERIFY = new URL(${JSON.stringify(CAPTCHA_LOCAL.verify)}, script && script.src ? script.src : location.href).href;

  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    Object.keys(attrs).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    if (text) e.textContent = text;
    return e;
  }

  function emit(list, arg) {
    list.slice().forEach(function (f) { try { f(arg); } catch (err) { console.error('[captcha] handler failed', err); } });
  }

  function create(config, body) {
    var on = { ready: [], success: [], close: [], error: [] };
    var result = null;
    var box = null;
    var busy = false;
    var obj = {
      onReady: function (f) { on.ready.push(f); return obj; },
      onSuccess: function (f) { on.success.push(f); return obj; },
      onClose: function (f) { on.close.push(f); return obj; },
      onError: function (f) { on.error.push(f); return obj; },
      getValidate: function () { return result; },
      reset: function () { result = null; },
      destroy: function () { remove(); }
    };
    function remove() { if (box) { box.remove(); box = null; } }
    function fail(code, msg) { remove(); emit(on.error, { code: code, msg: msg, error_code: code }); }
    function close() { if (!box) return; remove(); emit(on.close); }
    function pass(button, status) {
      if (busy) return;
      busy = true;
      button.disabled = true;
      status.textContent = 'Checking…';
      var ctrl = typeof AbortController === 'function' ? new AbortController() : null;
      var timer = setTimeout(function () { if (ctrl) ctrl.abort(); }, config.timeout > 0 ? config.timeout : 30000);
      fetch(VERIFY, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), signal: ctrl ? ctrl.signal : undefined })
        .then(function (r) { return r.json(); })
        .then(function (env) {
          clearTimeout(timer);
          busy = false;
          if (!env || env.success !== true || !env.value) return fail(env && env.code || 'captcha_error', env && env.message || 'verification refused');
          result = env.value;
          var done = function () { remove(); emit(on.success); };
          if (config.hideSuccess) return done();
          status.textContent = 'Verified';
          setTimeout(done, 300);
        })
        .catch(function (err) {
          clearTimeout(timer);
          busy = false;
          var aborted = err && err.name === 'AbortError';
          fail(aborted ? '60002' : '60001', aborted ? 'request timed out' : 'network error');
        });
    }
    function open() {
      if (box) return;
      result = null;
      box = el('div', { 'class': 'tessera-captcha', style: 'position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.55)' });
      var dialog = el('div', { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'tessera-captcha-title', style: 'background:#fff;color:#111;border-radius:8px;padding:16px;min-width:240px;font:16px system-ui,sans-serif' });
      var title = el('h2', { id: 'tessera-captcha-title', style: 'margin:0 0 8px;font-size:18px' }, 'Security check');
      var status = el('p', { role: 'status', style: 'min-height:1.4em;margin:8px 0' }, 'Press the button to prove you are not a robot.');
      var button = el('button', { type: 'button', style: 'padding:10px 16px;min-height:44px' }, "I'm not a robot");
      var closer = el('button', { type: 'button', 'aria-label': 'Close security check', style: 'margin-left:8px;padding:10px 16px;min-height:44px' }, 'Close');
      button.addEventListener('click', function () { pass(button, status); });
      closer.addEventListener('click', close);
      box.addEventListener('keydown', function (e) { if (e.key === 'Escape') close(); });
      dialog.append(title, status, button, closer);
      box.append(dialog);
      document.body.append(box);
      button.focus();
    }
    if (VERSION === 'v3') obj.verify = open; else obj.showCaptcha = open;
    setTimeout(function () { emit(on.ready); }, 0);
    return obj;
  }

  // A config without its id cannot be set up: the callback gets null, which the site treats as a set-up failure.
  function init(config, callback, body) {
    if (typeof callback !== 'function') throw new TypeError('initGeetest: a callback is required');
    if (!body) { setTimeout(function () { callback(null); }, 0); return; }
    callback(create(config, body));
  }

  if (VERSION === 'v3') {
    window.initGeetest = function (config, callback) {
      init(config || {}, callback, config && config.gt && config.challenge ? { challenge: String(config.challenge) } : null);
    };
  } else {
    window.initGeetest4 = function (config, callback) {
      init(config || {}, callback, config && config.captchaId ? { captchaId: String(config.captchaId) } : null);
    };
  }
})();
`;
}
