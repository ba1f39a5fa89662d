import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import { getMe } from '../../test/requests.ts';
import { callAs, signedInCustomer, type SignedIn } from '../../test/signed-in.ts';

/** Concurrency on PostgreSQL: requests really run at once, each in its own connection and transaction. */
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ env: { ADDRESSES_MAX: '4', SETTINGS_RATE_IP_MAX: '100000' } });
});
afterAll(() => api.close());

const ADDRESS = { city: 'AZ-BAKU', street: 'Nizami', building: '1', postal_code: 'AZ1000', phone: '+994501234567' };

const create = (who: SignedIn, payload: Record<string, unknown> = ADDRESS) =>
  callAs(api, who, 'POST', '/addresses', { payload });
const makeDefault = (who: SignedIn, id: string) =>
  callAs(api, who, 'PATCH', `/addresses/${id}`, { payload: { is_default: true } });
async function defaults(who: SignedIn): Promise<string[]> {
  const list = (await callAs(api, who, 'GET', '/addresses')).json().data as { id: string; is_default: boolean }[];
  return list.filter((address) => address.is_default).map((address) => address.id);
}

describe('addresses changed at the same time', () => {
  it('two parallel "make default" leave exactly one default, every time', async () => {
    const who = await signedInCustomer(api);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push((await create(who)).json().data.id);
    for (let round = 0; round < 8; round += 1) {
      const [a, b] = round % 2 ? [ids[1]!, ids[2]!] : [ids[2]!, ids[0]!];
      const responses = await Promise.all([makeDefault(who, a), makeDefault(who, b)]);
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
      const found = await defaults(who);
      expect(found).toHaveLength(1);
      expect([a, b]).toContain(found[0]);
    }
  });

  it('two first addresses added at once: exactly one becomes the default', async () => {
    const who = await signedInCustomer(api);
    const responses = await Promise.all([create(who), create(who), create(who)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(responses.filter((response) => response.json().data.is_default)).toHaveLength(1);
    expect(await defaults(who)).toHaveLength(1);
    expect((await getMe(api, `Bearer ${who.accessToken}`)).json().data.completed_address).toBe(true);
  });

  it('deleting the default while another is made default leaves exactly one default', async () => {
    const who = await signedInCustomer(api);
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) ids.push((await create(who)).json().data.id);
    const [deleted, made] = await Promise.all([
      callAs(api, who, 'DELETE', `/addresses/${ids[0]}`),
      makeDefault(who, ids[1]!),
    ]);
    expect([deleted.statusCode, made.statusCode]).toEqual([200, 200]);
    expect(await defaults(who)).toHaveLength(1);
  });

  it('the cap holds when many are added at once', async () => {
    const who = await signedInCustomer(api);
    const responses = await Promise.all(Array.from({ length: 7 }, () => create(who)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 409, 409, 409]);
    expect((await callAs(api, who, 'GET', '/addresses')).json().data).toHaveLength(4);
  });
});
