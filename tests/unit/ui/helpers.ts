/** Shared fixtures for the UI tests: a status answer, a recording fetch stub, and a React test root. */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ref } from 'valtio';
import { afterEach, beforeEach, vi } from 'vitest';
import type { StatusInfo } from '../../../contract/wps.ts';
import { WHITELABEL_FLAGS } from '../../../contract/flags.ts';
import { resetClient, resetClientHooks } from '../../../src/api/index.ts';
import { resetUaCopy } from '../../../src/api/uaCopy.ts';
import { wireClient } from '../../../src/boot/wireClient.ts';
import { state as merchant } from '../../../src/state/merchant.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export function statusInfo(over: Partial<StatusInfo> = {}): StatusInfo {
  const whitelabelVal = Object.fromEntries(WHITELABEL_FLAGS.map((f) => [f, false])) as StatusInfo['whitelabelVal'];
  return {
    merchantCode: 'acme',
    merchantName: 'Acme Games',
    customerService: [],
    domainRoute: { enabled: false },
    mobileTemplate: {
      name: 'ocean',
      colors: { primary: '#112233', background: '#000001', surface: '#000002', text: '#fffffe' },
      params: {
        h5_logo: '/cdn/acme/logo.svg', app_background: '', app_desc: '', app_desc_font_color: '',
        login_prompt_text: {}, desktop_app_feature: '', apple_touch_icon: '',
        pwa: { title: 'Acme', icons: { '192': '', '256': '', '384': '', '512': '' } },
      },
    },
    register: { captcha: { enabled: false, login: false, sms: false, register: false }, passwordRequired: true },
    resources: [],
    whitelabelVal,
    mainDomain: 'acme.example',
    imageCDNs: [],
    sms: {
      appId: '', apiKey: '', authDomain: '', projectId: '', messagingSenderId: '', vapidKey: '', firebase: false,
      facebookAppId: '', googleWebClientId: '',
    },
    messagingApp: { botId: '', authDomain: '' },
    gw: { GEETEST_ID: '', GEETEST_VERSION: 'v3', PROFILE_ICON_COUNT: 9, LINE_CLIENT_ID: '' },
    analytics: { gaId: null, pixelIds: {} },
    maintenance: false,
    maintenanceEnd: null,
    regionRestriction: false,
    ip: '198.51.100.7',
    languages: ['EN', 'ES'],
    defaultLanguage: 'EN',
    affiliateCode: '',
    ...over,
  };
}

export interface Call { url: string; method: string; headers: Record<string, string>; body: string | undefined }

/** Replaces global fetch (undo with vi.unstubAllGlobals); returns the calls it receives. */
export function stubFetch(respond: (call: Call) => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const call: Call = {
      url, method: init.method ?? 'GET', headers: { ...(init.headers as Record<string, string>) }, body: init.body as string | undefined,
    };
    calls.push(call);
    return respond(call);
  }));
  return calls;
}

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const ok = <T>(value: T) => ({ success: true, value, code: null, message: null });
export const fail = (code: string | null, message: string | null = null) => ({ success: false, value: null, code, message });

/** Fresh request layer: no hooks, no cache, no shared requests, expiry latch re-armed. */
export function resetApi(): void {
  resetClient();
  resetClientHooks();
  resetUaCopy();
}

/** Per test: a fresh request layer wired to the stores, with a ready merchant; undone afterwards. */
export function useWiredMerchant(): void {
  beforeEach(() => {
    resetApi();
    merchant.status = ref(statusInfo());
    wireClient();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    merchant.status = null;
  });
}

/** Sets the page address (origin included) in happy-dom. */
export function setUrl(url: string): void {
  (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(url);
}

export interface TestRoot { host: HTMLElement; render(node: ReactNode): Promise<void>; unmount(): Promise<void> }

export function testRoot(): TestRoot {
  const host = document.createElement('div');
  document.body.append(host);
  let root: Root | null = createRoot(host);
  return {
    host,
    render: async (node) => { await act(async () => root?.render(node)); },
    unmount: async () => {
      await act(async () => root?.unmount());
      root = null;
      host.remove();
    },
  };
}

/** Whether a promise has settled once due timers have run (fake timers): for waits with caps. */
export async function settledYet(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  void p.then(() => { done = true; });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}
