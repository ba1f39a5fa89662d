import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApi } from '../../test/harness.ts';
import { callAs } from '../../test/signed-in.ts';
import { serviceFees } from '../tariffs/tariffs.table.ts';
import { balanceOf, buyForMeApi, customerOf, orderBody, place, probe, quote } from './buy-for-me-test-kit.ts';

/*
 * The buy-for-me fee is reference data in the database (decision 0025, § Fees). This file changes it, so it runs on
 * its own PGlite database only: on the PostgreSQL suite other files read the same fee at the same time.
 */
let api: TestApi;
beforeAll(async () => {
  api = await buyForMeApi();
});
afterAll(() => api.close());

describe('the buy-for-me fee changed in the database by the operations team', () => {
  it('prices the next quote, is charged on the next order through the ledger, and shows on the services page', async () => {
    const who = await customerOf(api);
    await probe.fund(api, who.customer.row.id, 100_00);
    // As seeded: 5 % of 85.00, at least $3.00.
    expect((await quote(api, who, orderBody())).json().data.totals).toMatchObject({ fee: 4_25, total: 89_25 });

    await api.database.db
      .update(serviceFees)
      .set({ basisPoints: 800, minimumAmount: 5_00, updatedAt: new Date() })
      .where(eq(serviceFees.service, 'buy-for-me'));

    const { totals } = (await quote(api, who, orderBody())).json().data;
    // 8 % of 85.00 is 6.80, over the new $5.00 minimum.
    expect(totals).toMatchObject({ fee: 6_80, fee_percent: 8, fee_minimum: { amount: 5_00 }, total: 91_80 });
    const placed = await place(api, who, orderBody());
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data).toMatchObject({ status: 'paid', paid: { currency: 'USD', amount: 91_80 } });
    expect(await balanceOf(api, who)).toBe(100_00 - 91_80);
    const [line] = (await callAs(api, who, 'GET', '/wallet')).json().data.recent;
    expect(line).toMatchObject({ kind: 'buy_for_me_payment', amount: -91_80 });

    const services = (await api.app.inject({ method: 'GET', url: '/api/v1/client/content/services' })).json().data;
    const buyForMe = services.find((service: { id: string }) => service.id === 'buy-for-me');
    expect(buyForMe.price).toEqual({ kind: 'percent', percent: 8, minimum: { amount: 5_00, currency: 'USD' } });
  });
});
