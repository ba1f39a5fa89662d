import { randomInt } from 'node:crypto';
import { SMS_CODE_GRANT } from '@yolla/contract';
import { desc, eq } from 'drizzle-orm';
import type { Clock } from '../http/module.ts';
import { outboxMessages } from '../modules/messages/messages.table.ts';
import { randomNationalId } from './signed-in.ts';
import type { TestApi } from './harness.ts';
import { requestToken } from './requests.ts';

/** A clock the test moves: codes expire and limits lift when it says so. */
export interface FakeClock extends Clock {
  advance(seconds: number): void;
}

export function fakeClock(start = new Date()): FakeClock {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (seconds) => {
      now += seconds * 1000;
    },
  };
}

/** Phone numbers of each country that no other test uses (test files share one PostgreSQL database). */
export const randomPhone = {
  AZ: () => `+99450${String(randomInt(10_000_000)).padStart(7, '0')}`,
  UZ: () => `+99890${String(randomInt(10_000_000)).padStart(7, '0')}`,
  GE: () => `+995555${String(randomInt(1_000_000)).padStart(6, '0')}`,
};

/** What the development outbox holds for one recipient, newest first. */
export function outboxOf(api: TestApi, to: string) {
  return api.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, to))
    .orderBy(desc(outboxMessages.id));
}

/** The code in the newest message to `to`. */
export async function lastCode(api: TestApi, to: string): Promise<string> {
  const [message] = await outboxOf(api, to);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

/** A registration body for a country with self-registration, with unique phone, e-mail and customer ID. */
export function registrationBody(country: 'UZ' | 'GE' = 'UZ', overrides: Record<string, unknown> = {}) {
  const tag = randomInt(1e9).toString(36);
  return {
    country,
    name: 'Dilnoza',
    surname: 'Karimova',
    phone: randomPhone[country](),
    email: `new-${tag}@yolla.test`,
    password: `kite-harbor-${tag}`,
    national_id: randomNationalId[country](),
    accept_terms: true,
    ...overrides,
  };
}

export function post(
  api: TestApi,
  path: string,
  payload: unknown,
  options: { language?: string; remoteAddress?: string; authorization?: string } = {},
) {
  return api.app.inject({
    method: 'POST',
    url: `/api/v1/${api.config.segment}${path}`,
    headers: {
      'accept-language': options.language ?? 'en',
      ...(options.authorization ? { authorization: options.authorization } : {}),
    },
    payload: payload as Record<string, unknown>,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

export function smsCodeGrant(api: TestApi, phone: string, code: string, remoteAddress?: string) {
  return requestToken(
    api,
    {
      grant_type: SMS_CODE_GRANT,
      username: phone,
      code,
      client_id: api.config.webClient.id,
      client_secret: api.config.webClient.secret,
    },
    remoteAddress ? { remoteAddress } : {},
  );
}

/** A fresh client address, so many requests in one file stay under the per-address limits. */
export function randomAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}
