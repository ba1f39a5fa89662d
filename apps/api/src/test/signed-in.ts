import { randomInt } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { NewCustomer } from '../modules/customers/customers.table.ts';
import { createCustomer, type TestApi, type TestCustomer } from './harness.ts';
import { signInAs } from './requests.ts';

/** A customer signed in through the token endpoint, with the tokens of that session. */
export interface SignedIn {
  customer: TestCustomer;
  accessToken: string;
  refreshToken: string;
}

export async function signedInCustomer(api: TestApi, values: Partial<NewCustomer> = {}): Promise<SignedIn> {
  const customer = await createCustomer(api.database, values);
  // From an address of its own, so that many sign-ins in one file stay under the per-address sign-in limit.
  const response = await signInAs(api, customer, `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const { access_token: accessToken, refresh_token: refreshToken } = response.json();
  return { customer, accessToken, refreshToken };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A request to `/api/v1/client{path}` as this customer (or anonymously with null). `language` sets
 * Accept-Language (default en), `remoteAddress` the client address the per-address limits see.
 */
export function callAs(
  api: TestApi,
  who: SignedIn | null,
  method: Method,
  path: string,
  options: {
    payload?: InjectOptions['payload'];
    headers?: Record<string, string>;
    language?: string;
    remoteAddress?: string;
  } = {},
) {
  return api.app.inject({
    method,
    url: `/api/v1/${api.config.segment}${path}`,
    headers: {
      'accept-language': options.language ?? 'en',
      ...(who ? { authorization: `Bearer ${who.accessToken}` } : {}),
      ...options.headers,
    },
    ...(options.payload !== undefined ? { payload: options.payload } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

const FIN_CHARACTERS = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Customer IDs no other test uses (test files share one PostgreSQL database). */
export const randomNationalId = {
  AZ: () => Array.from({ length: 7 }, () => FIN_CHARACTERS[randomInt(FIN_CHARACTERS.length)]).join(''),
  UZ: () => Array.from({ length: 14 }, () => randomInt(10)).join(''),
  GE: () => Array.from({ length: 11 }, () => randomInt(10)).join(''),
};
