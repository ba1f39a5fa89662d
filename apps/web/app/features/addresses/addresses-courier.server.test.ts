import { describe, expect, it } from 'vitest';
import { BAKU, demoState, liveDemoApi, orderCourier } from '../../../tests/unit/courier-order.ts';
import { server } from '../../../tests/unit/signed-in-state.ts';
import { addressAction, addressesPage } from './addresses.server.ts';

/** The addresses page beside courier orders: the way back to an order being made, and an address in use. */
const live = liveDemoApi({ ORDERS_RATE_IP_MAX: '100000', ORDERS_RATE_ACCOUNT_MAX: '100000' });
const demo = () => demoState(live());

function post(state: Awaited<ReturnType<typeof demo>>['state'], search: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  const request = new Request(`http://localhost:3000/en/cabinet/addresses${search}`, { method: 'POST', body });
  return addressAction(request, state, server);
}

describe('the addresses page and courier orders', () => {
  it('offers the way back to the courier order being made, and only to it', async () => {
    const { state } = await demo();
    const back = '/en/cabinet/orders/new?parcels=1%2C2';
    const search = `?add&return=${encodeURIComponent(back)}`;
    const saved = await post(state, search, { intent: 'create', ...BAKU, street: 'Füzuli' });
    expect(saved).toEqual({ ok: true, redirectTo: `/en/cabinet/addresses?return=${encodeURIComponent(back)}` });
    const page = await addressesPage(state, new URL(`http://localhost:3000/en/cabinet/addresses${search}`));
    expect(page).toMatchObject({ ok: true, returnTo: back, panel: { kind: 'add' } });
    for (const elsewhere of [
      'https://evil.example/',
      '/en/cabinet/wallet',
      '/ru/cabinet/orders/new',
      '//evil.example',
    ]) {
      const url = new URL(`http://localhost:3000/en/cabinet/addresses?return=${encodeURIComponent(elsewhere)}`);
      expect(await addressesPage(state, url)).toMatchObject({ ok: true, returnTo: '' });
    }
    const plain = await post(state, `?add&return=${encodeURIComponent('https://evil.example/')}`, {
      intent: 'create',
      ...BAKU,
    });
    expect(plain).toEqual({ ok: true, redirectTo: '/en/cabinet/addresses' });
  });

  it('says on the address why it cannot go while an open courier order goes there', async () => {
    const { state } = await demo();
    const { address } = await orderCourier(state);
    const refused = await post(state, `?delete=${address}`, { intent: 'delete', id: address });
    expect(refused).toMatchObject({ ok: false, status: 409, intent: 'delete', values: { id: address } });
    expect(refused.ok ? null : refused.message).toEqual(expect.any(String));
    const page = await addressesPage(state, new URL('http://localhost:3000/en/cabinet/addresses'));
    expect(page.ok && page.addresses.map((row) => row.id)).toContain(address);
  });
});
