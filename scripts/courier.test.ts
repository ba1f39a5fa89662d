import { courierEventSchema } from '@yolla/contract';
import { describe, expect, it } from 'vitest';
import { parseCourierCommand } from './courier.ts';

describe('the courier service’s command line', () => {
  it('makes the courier’s step for an order, with the courier’s note, valid for the API', () => {
    const now = new Date('2026-11-30T07:15:00Z');
    const command = parseCourierCommand(['out-for-delivery', '12', '--detail', ' Rauf '], now);
    if ('problem' in command) throw new Error(command.problem);
    expect(command.body).toMatchObject({
      order_id: '12',
      type: 'out_for_delivery',
      detail: 'Rauf',
      occurred_at: '2026-11-30T07:15:00.000Z',
    });
    expect(command.body.event_id).toMatch(/^cli-/);
    expect(courierEventSchema.safeParse(command.body).success).toBe(true);
    expect(parseCourierCommand(['delivered', '7'])).toMatchObject({ body: { type: 'delivered' } });
    expect(parseCourierCommand(['scheduled', '7'])).not.toHaveProperty('body.detail');
  });

  it('keeps an event id given on purpose, to send the same step again, and the server given', () => {
    const command = parseCourierCommand(['scheduled', '3', '--event-id', 'c-1', '--url', 'http://127.0.0.1:4000']);
    expect(command).toMatchObject({ body: { event_id: 'c-1', type: 'scheduled' }, url: 'http://127.0.0.1:4000' });
  });

  it('names what is wrong', () => {
    expect(parseCourierCommand(['cancelled', '3'])).toEqual({
      problem: 'The first word is the step: scheduled, out-for-delivery, delivered.',
    });
    const noOrder = { problem: 'Give the courier order’s number (its id, as the cabinet shows it).' };
    expect(parseCourierCommand(['delivered'])).toEqual(noOrder);
    expect(parseCourierCommand(['delivered', 'abc'])).toEqual(noOrder);
    expect(parseCourierCommand(['scheduled', '3', '--colour', 'red'])).toHaveProperty('problem');
  });
});
