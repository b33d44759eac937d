import { describe, expect, it } from 'vitest';
import type { DepositSettings, InboxMessage } from '../../contract/member.ts';
import { RELAYS, relayPath } from '../../contract/relays.ts';
import { WALLET_CODES, WALLET_PATH, type Wallet } from '../../contract/wallet.ts';
import { call, DEMO, envelope, login, LOTTO, useApp } from './helpers.ts';

const s = useApp();
const headers = (token?: string, origin = DEMO): Record<string, string> =>
  ({ Merchant: origin === DEMO ? 'demo' : 'lotto', ...(token ? { Authorization: token } : {}) });
const tokenOf = async (user: string, origin = DEMO) => (await login(s.app, user, origin, origin === DEMO ? 'demo' : 'lotto')).token;
const wallet = async (token?: string, origin = DEMO) => {
  const res = await call(s.app, `${origin}${WALLET_PATH}`, { headers: headers(token, origin) });
  return { res, env: await envelope<Wallet>(res) };
};
const move = async (kind: 'deposit' | 'withdraw', token: string, json: unknown, origin = DEMO) => {
  const res = await call(s.app, `${origin}${WALLET_PATH}/${kind}`, { method: 'POST', headers: headers(token, origin), json });
  return { res, env: await envelope<Wallet>(res) };
};

describe('wallet', () => {
  it('answers the seeded balance in the merchant currency, per member, and needs a login', async () => {
    expect((await wallet()).res.status).toBe(401);
    const player = await tokenOf('player01');
    expect((await wallet(player)).env.value).toEqual({ balance: 1250.5, currency: 'PHP' });
    expect((await wallet(await tokenOf('agent01'))).env.value).toEqual({ balance: 0, currency: 'PHP' });
    expect((await wallet(await tokenOf('lottoplayer', LOTTO), LOTTO)).env.value).toEqual({ balance: 3200, currency: 'THB' });
  });

  it('a deposit adds and is counted as a successful deposit; a withdrawal subtracts; only that member changes', async () => {
    const agent = await tokenOf('agent01');
    const player = await tokenOf('player01');
    const count = async (t: string) => (await envelope<DepositSettings>(await call(s.app, `${DEMO}${relayPath('depositSettings')}`, { headers: headers(t) }))).value?.totalDepositSuccessCount;
    expect(await count(agent)).toBe(0);
    expect((await move('deposit', agent, { amount: 100.25 })).env.value).toEqual({ balance: 100.25, currency: 'PHP' });
    expect((await move('deposit', agent, { amount: 50 })).env.value?.balance).toBe(150.25);
    expect(await count(agent)).toBe(2);
    expect((await move('withdraw', agent, { amount: 0.25 + 100 })).env.value?.balance).toBe(50);
    expect((await wallet(agent)).env.value?.balance).toBe(50);
    expect((await wallet(player)).env.value?.balance).toBe(1250.5);
  });

  it('refuses a withdrawal over the balance and leaves the balance as it was', async () => {
    const agent = await tokenOf('special01');
    await move('deposit', agent, { amount: 10 });
    const over = await move('withdraw', agent, { amount: 10.01 });
    expect([over.res.status, over.env.code]).toEqual([400, WALLET_CODES.insufficient]);
    expect((await wallet(agent)).env.value?.balance).toBe(10);
    expect((await move('withdraw', agent, { amount: 10 })).env.value?.balance).toBe(0);
  });

  it.each([
    ['zero', { amount: 0 }], ['negative', { amount: -5 }], ['three decimals', { amount: 1.005 }], ['a string', { amount: '10' }],
    ['too large', { amount: 1_000_001 }], ['missing', {}], ['not finite', { amount: 1e400 }],
  ])('refuses a bad amount (%s) without moving money', async (_name, json) => {
    const token = await tokenOf('player01');
    const before = (await wallet(token)).env.value?.balance;
    const bad = await move('deposit', token, json);
    expect(bad.res.status).toBe(400);
    expect(bad.env.success).toBe(false);
    expect((await wallet(token)).env.value?.balance).toBe(before);
  });
});

describe('inbox', () => {
  const relay = async <T>(name: string, token?: string, json?: unknown) => {
    const res = await call(s.app, `${DEMO}/wps/relay/${name}`, json === undefined ? { headers: headers(token) } : { method: 'POST', headers: headers(token), json });
    return { res, env: await envelope<T>(res) };
  };

  it('lists the member\'s messages newest first, counts the unread, and marking one read lowers the count', async () => {
    expect((await relay(RELAYS.inboxMessages.name)).res.status).toBe(401);
    const player = await tokenOf('player01');
    const list = (await relay<InboxMessage[]>(RELAYS.inboxMessages.name, player)).env.value!;
    expect(list.map((m) => m.title)).toEqual(['New login on your account', 'Your weekly cashback is here', 'Welcome to the club']);
    expect(list.map((m) => m.read)).toEqual([false, false, true]);
    expect(list[0]?.contentType).toBe('html');
    expect((await relay<number>(RELAYS.inboxUnread.name, player)).env.value).toBe(2);

    const marked = await relay<boolean>(RELAYS.markAnnouncementRead.name, player, { announcementId: list[0]!.id, read: true });
    expect(marked.env.value).toBe(true);
    expect((await relay<number>(RELAYS.inboxUnread.name, player)).env.value).toBe(1);
    expect((await relay<InboxMessage[]>(RELAYS.inboxMessages.name, player)).env.value?.[0]?.read).toBe(true);
  });

  it('a member cannot mark another member\'s message; bad ids are refused', async () => {
    const player = await tokenOf('player01');
    const id = (await relay<InboxMessage[]>(RELAYS.inboxMessages.name, player)).env.value![1]!.id;
    const agent = await tokenOf('agent01');
    expect((await relay<InboxMessage[]>(RELAYS.inboxMessages.name, agent)).env.value).toEqual([]);
    expect((await relay<number>(RELAYS.inboxUnread.name, agent)).env.value).toBe(0);
    expect((await relay(RELAYS.markAnnouncementRead.name, agent, { announcementId: id, read: true })).res.status).toBe(404);
    expect((await relay<InboxMessage[]>(RELAYS.inboxMessages.name, player)).env.value![1]!.read).toBe(false);
    for (const body of [{ announcementId: 'abc', read: true }, { announcementId: id }, { announcementId: id, read: 'yes' }]) {
      expect((await relay(RELAYS.markAnnouncementRead.name, player, body)).res.status).toBe(400);
    }
  });
});

describe('stand-in cashier page', () => {
  it('serves a form per kind and its script; the page itself never carries a session', async () => {
    const page = await call(s.app, `${DEMO}/cs-widget/cashier.html?kind=withdraw&amount=25.00`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('data-kind="withdraw"');
    expect(html).toContain('<script src="/cs-widget/cashier.js"></script>');
    expect((await call(s.app, `${DEMO}/cs-widget/cashier.html?kind=<script>`)).status).toBe(200);
    expect(await (await call(s.app, `${DEMO}/cs-widget/cashier.html?kind=<script>`)).text()).toContain('data-kind="deposit"');
    const js = await call(s.app, `${DEMO}/cs-widget/cashier.js`);
    expect(js.headers.get('Content-Type')).toContain('javascript');
    expect(await js.text()).toContain("history.replaceState(null, '', location.pathname + location.search)");
  });
});

describe('wallet answers', () => {
  it('are never stored by a cache', async () => {
    const token = await tokenOf('player01');
    expect((await wallet(token)).res.headers.get('Cache-Control')).toBe('no-store');
  });
});
