import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApi } from '../apps/api/src/test/harness.ts';
import { pickKey, sendSigned } from './machine.ts';
import { parseWarehouseCommand } from './warehouse.ts';
import { BUY_FOR_ME_EVENTS_PATH, parseBuyForMeCommand } from './warehouse-buy-for-me.ts';

describe('the warehouse CLI', () => {
  it('reads an event with the suite code, kilograms, centimetres, photos and the server', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'warehouse-'));
    const photo = join(dir, 'box.jpg');
    await writeFile(photo, Buffer.from([0xff, 0xd8, 0xff]));
    const command = await parseWarehouseCommand([
      'received',
      'yl10001',
      '1z999aa10123456784',
      '--weight',
      '1.25',
      '--size',
      '40x30x20.5',
      '--photo',
      photo,
      '--url',
      'http://localhost:4430',
    ]);
    if ('problem' in command) throw new Error(command.problem);
    expect(command.body).toMatchObject({
      type: 'received',
      suite_code: 'YL10001',
      tracking_number: '1Z999AA10123456784',
      weight_grams: 1250,
      size: { length_cm: 40, width_cm: 30, height_cm: 20.5 },
    });
    expect(command.photos).toEqual([{ bytes: Buffer.from([0xff, 0xd8, 0xff]), contentType: 'image/jpeg' }]);
    expect(command.url).toBe('http://localhost:4430');
  });

  it('names what is wrong: an unknown event, no number, a size that is not L×W×H', async () => {
    expect(await parseWarehouseCommand(['arrived', 'X1'])).toHaveProperty('problem');
    expect(await parseWarehouseCommand(['shipped'])).toEqual({ problem: 'Give the tracking number.' });
    expect(await parseWarehouseCommand(['received', 'AB123456', '--size', '40x30'])).toHaveProperty('problem');
    expect(await parseWarehouseCommand(['received', 'AB123456', '--weight', '-1'])).toHaveProperty('problem');
  });
});

describe('the warehouse CLI’s buy-for-me steps', () => {
  it('reads a changed price: items by id with decimal prices, the local delivery and the reason', () => {
    const command = parseBuyForMeCommand([
      'price-changed',
      '12',
      '--item',
      '31=45.5',
      '--item',
      '32=9,99',
      '--local-delivery',
      '5',
      '--reason',
      'New price',
      '--event-id',
      'evt-1',
    ]);
    if ('problem' in command) throw new Error(command.problem);
    expect(command.body).toMatchObject({
      type: 'price_changed',
      event_id: 'evt-1',
      order_id: '12',
      items: [
        { id: '31', unit_price: 45_50 },
        { id: '32', unit_price: 9_99 },
      ],
      local_delivery: 5_00,
      reason: 'New price',
    });
  });

  it('reads purchased, arrived with its number and cancelled with its reason', () => {
    expect(parseBuyForMeCommand(['purchased', '7'])).toMatchObject({ body: { type: 'purchased', order_id: '7' } });
    expect(parseBuyForMeCommand(['arrived', '7', '--tracking', '1z999aa1'])).toMatchObject({
      body: { type: 'arrived', tracking_number: '1Z999AA1' },
    });
    expect(parseBuyForMeCommand(['cancelled', '7', '--reason', 'Out of stock'])).toMatchObject({
      body: { type: 'cancelled', reason: 'Out of stock' },
    });
  });

  it('names what is wrong: an unknown step, no order, a bad price, no number, no reason', () => {
    for (const argv of [
      ['shipped', '7'],
      ['purchased'],
      ['price-changed', '7'],
      ['price-changed', '7', '--item', '31=abc'],
      ['arrived', '7'],
      ['cancelled', '7'],
    ]) {
      expect(parseBuyForMeCommand(argv), argv.join(' ')).toHaveProperty('problem');
    }
  });

  it('sends the step signed with the warehouse key, which the API accepts (an unknown order is 404)', async () => {
    const api = await createTestApi();
    try {
      await api.app.listen({ port: 0, host: '127.0.0.1' });
      const origin = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
      const key = pickKey(undefined, { partner: 'warehouse' });
      const command = parseBuyForMeCommand(['purchased', '987654321']);
      if ('problem' in key || 'problem' in command) throw new Error('no key or command');
      const response = await sendSigned({
        origin,
        key,
        method: 'POST',
        path: BUY_FOR_ME_EVENTS_PATH,
        body: command.body,
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'buy_for_me.unknown_order' });
    } finally {
      await api.close();
    }
  });
});
