import { describe, expect, it } from 'vitest';
import type { LgwCancelAnswer, LgwOrderDetail, LgwOrderPage } from '../../contract/games.ts';
import { call, DEMO, LOTTO, login, useApp } from './helpers.ts';

const s = useApp();
const as = async (username: string, origin = LOTTO) => (await login(s.app, username, origin, origin === DEMO ? 'demo' : 'lotto')).token;
const get = (path: string, token: string | null, origin = LOTTO) =>
  call(s.app, `${origin}${path}`, { headers: { Merchant: origin === DEMO ? 'demo' : 'lotto', ...(token ? { Authorization: token } : {}) } });
const cancel = (token: string, json: unknown) => call(s.app, `${LOTTO}/lgw/orders/suborders/cancel`, {
  method: 'POST', headers: { Merchant: 'lotto', Authorization: token }, json,
});

describe('lottery gateway orders (/lgw/orders, /lgw/orders/detail, /lgw/orders/suborders/cancel)', () => {
  it('needs the member token: 401 customer.not.login without one, user.or.token.invalid for a bad one', async () => {
    const none = await get('/lgw/orders', null);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ success: false, errorCode: 'customer.not.login' });
    expect((await get('/lgw/orders', 'f'.repeat(64))).status).toBe(401);
    expect((await get('/lgw/orders/detail?orderNo=LG1', null)).status).toBe(401);
    expect((await call(s.app, `${LOTTO}/lgw/orders/suborders/cancel`, { method: 'POST', headers: { Merchant: 'lotto' }, json: {} })).status).toBe(401);
  });

  it('pages the member\'s orders newest first; the same orders on every call; an agent without orders gets an empty page', async () => {
    const token = await as('lottoplayer');
    const first = await (await get('/lgw/orders?pageNo=1&pageSize=20', token)).json() as LgwOrderPage;
    expect([first.pageNo, first.totalPages, first.totalCount, first.list.length]).toEqual([1, 2, 24, 20]);
    expect(first.list.slice(0, 2).map((o) => o.status)).toEqual(['PENDING', 'PENDING']);
    expect(first.list.slice(2).every((o) => o.status === 'WON' || o.status === 'LOST')).toBe(true);
    expect(first.list.every((o, i, all) => i === 0 || all[i - 1]!.betTime >= o.betTime)).toBe(true);
    expect(first.list[0]).not.toHaveProperty('subOrders');
    const second = await (await get('/lgw/orders?pageNo=2&pageSize=20', token)).json() as LgwOrderPage;
    expect(second.list.length).toBe(4);
    expect((await (await get('/lgw/orders?pageNo=1&pageSize=20', token)).json())).toEqual(first);
    const empty = await (await get('/lgw/orders', await as('lottoagent'))).json() as LgwOrderPage;
    expect(empty).toEqual({ list: [], pageNo: 1, totalPages: 0, totalCount: 0 });
  });

  it('validates the paging and the order number', async () => {
    const token = await as('lottoplayer');
    for (const q of ['pageNo=0', 'pageNo=-1', 'pageNo=abc', 'pageSize=101', 'pageSize=1e3']) {
      expect((await get(`/lgw/orders?${q}`, token)).status, q).toBe(400);
    }
    expect((await get('/lgw/orders/detail', token)).status).toBe(400);
    expect((await get('/lgw/orders/detail?orderNo=%00x', token)).status).toBe(400);
    const missing = await get('/lgw/orders/detail?orderNo=LG000000999', token);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ errorCode: 'lgw.order.not.found' });
  });

  it('an order\'s detail lists its bets; another member cannot read it', async () => {
    const token = await as('lottoplayer');
    const page = await (await get('/lgw/orders', token)).json() as LgwOrderPage;
    const detail = await (await get(`/lgw/orders/detail?orderNo=${page.list[0]!.orderNo}`, token)).json() as LgwOrderDetail;
    expect(detail).toMatchObject(page.list[0]!);
    expect(detail.subOrders.length).toBe(detail.subOrderCount);
    expect(detail.subOrders.every((b) => b.cancellable && b.status === 'PENDING')).toBe(true);
    expect((await get(`/lgw/orders/detail?orderNo=${page.list[0]!.orderNo}`, await as('lottoagent'))).status).toBe(404);
  });

  it('cancels an open bet once (stored), refuses a settled one, validates the body', async () => {
    const token = await as('lottoplayer');
    const page = await (await get('/lgw/orders', token)).json() as LgwOrderPage;
    const open = await (await get(`/lgw/orders/detail?orderNo=${page.list[0]!.orderNo}`, token)).json() as LgwOrderDetail;
    const bet = open.subOrders[0]!;
    const res = await cancel(token, { orderNo: open.orderNo, subOrderNo: bet.subOrderNo });
    expect(res.status).toBe(200);
    expect(await res.json() as LgwCancelAnswer).toEqual({ subOrderNo: bet.subOrderNo, status: 'CANCELLED' });
    const after = await (await get(`/lgw/orders/detail?orderNo=${open.orderNo}`, token)).json() as LgwOrderDetail;
    expect(after.subOrders[0]).toMatchObject({ status: 'CANCELLED', cancellable: false });
    expect(after.betAmount).toBe(open.betAmount - bet.betAmount);
    expect((await cancel(token, { orderNo: open.orderNo, subOrderNo: bet.subOrderNo })).status).toBe(409);

    const settled = await (await get(`/lgw/orders/detail?orderNo=${page.list[5]!.orderNo}`, token)).json() as LgwOrderDetail;
    const refused = await cancel(token, { orderNo: settled.orderNo, subOrderNo: settled.subOrders[0]!.subOrderNo });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ errorCode: 'lgw.suborder.not.cancellable' });
    for (const body of [{}, { orderNo: open.orderNo }, { orderNo: 1, subOrderNo: 2 }, { orderNo: 'a b', subOrderNo: 'x' }]) {
      expect((await cancel(token, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await cancel(token, { orderNo: open.orderNo, subOrderNo: `${open.orderNo}-9` })).status).toBe(404);
  });
});
