import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness.ts';
import {
  fakeClock,
  lastCode,
  outboxOf,
  post,
  randomAddress,
  registrationBody,
  smsCodeGrant,
  type FakeClock,
} from '../../test/codes.ts';
import { oneTimeCodes } from './codes.table.ts';

let api: TestApi;
let clock: FakeClock;

beforeAll(async () => {
  clock = fakeClock();
  api = await createTestApi({ clock, env: { CODES_RATE_IP_MAX: '100000', VERIFY_RATE_IP_MAX: '100000' } });
});
afterAll(() => api.close());

/** Registers and answers the ticket, with the code the phone received. */
async function registered(overrides: Record<string, unknown> = {}) {
  const body = registrationBody('UZ', overrides);
  const response = await post(api, '/registration', body, { remoteAddress: randomAddress() });
  expect(response.statusCode).toBe(200);
  return { body, ticket: response.json().data.ticket as string, code: await lastCode(api, body.phone) };
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('a one-time code', () => {
  it('is 6 digits, sent once, stored only as a hash', async () => {
    const { body, ticket, code } = await registered();
    expect(code).toMatch(/^\d{6}$/);
    expect(await outboxOf(api, body.phone)).toHaveLength(1);
    const [row] = await api.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.id, ticket));
    const stored = row!.codeHash;
    expect(stored).not.toContain(code);
    expect(stored.length).toBeGreaterThan(40);
  });

  it('works for 10 minutes, then answers codes.expired', async () => {
    const early = await registered();
    clock.advance(9 * 60 + 50);
    expect((await smsCodeGrant(api, early.body.phone, early.code, randomAddress())).statusCode).toBe(200);

    const late = await registered();
    clock.advance(10 * 60 + 1);
    const response = await smsCodeGrant(api, late.body.phone, late.code, randomAddress());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'codes.expired', error: 'invalid_grant' });
  });

  it('is single use: the second redemption is refused', async () => {
    const { body, code } = await registered();
    expect((await smsCodeGrant(api, body.phone, code, randomAddress())).statusCode).toBe(200);
    const again = await smsCodeGrant(api, body.phone, code, randomAddress());
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('codes.expired');
  });

  it('dies after 5 wrong tries: even the right code is refused afterwards', async () => {
    const { body, code } = await registered();
    for (let i = 0; i < 5; i += 1) {
      const response = await smsCodeGrant(api, body.phone, wrong(code), randomAddress());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'codes.invalid_code', error: 'invalid_grant' });
    }
    const right = await smsCodeGrant(api, body.phone, code, randomAddress());
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('codes.expired');
  });

  it('survives 4 wrong tries', async () => {
    const { body, code } = await registered();
    for (let i = 0; i < 4; i += 1) await smsCodeGrant(api, body.phone, wrong(code), randomAddress());
    expect((await smsCodeGrant(api, body.phone, code, randomAddress())).statusCode).toBe(200);
  });

  it('is bound to its phone: another number cannot redeem it', async () => {
    const first = await registered();
    const second = await registered();
    const crossed = await smsCodeGrant(api, second.body.phone, first.code, randomAddress());
    expect(crossed.statusCode).toBe(400);
    expect((await smsCodeGrant(api, first.body.phone, first.code, randomAddress())).statusCode).toBe(200);
  });

  it('is bound to its purpose: a recovery code cannot complete a registration, nor the reverse', async () => {
    const { body, ticket, code } = await registered();
    // The registration code does not verify a recovery of the same number…
    const asRecovery = await post(api, '/recovery/verify', { ticket, code }, { remoteAddress: randomAddress() });
    expect(asRecovery.statusCode).toBe(400);
    expect(asRecovery.json().code).toBe('codes.session_expired');
    // …and it still completes the registration.
    const signedIn = await smsCodeGrant(api, body.phone, code, randomAddress());
    expect(signedIn.statusCode).toBe(200);

    clock.advance(61);
    const recovery = await post(api, '/recovery/code', { username: body.phone }, { remoteAddress: randomAddress() });
    const recoveryCode = await lastCode(api, body.phone);
    const asSignIn = await smsCodeGrant(api, body.phone, recoveryCode, randomAddress());
    expect(asSignIn.statusCode).toBe(400);
    const verified = await post(
      api,
      '/recovery/verify',
      { ticket: recovery.json().data.ticket, code: recoveryCode },
      { remoteAddress: randomAddress() },
    );
    expect(verified.statusCode).toBe(200);
  });

  it('is replaced by a resent one: the old code stops working', async () => {
    const { body, ticket, code } = await registered();
    clock.advance(61);
    const resent = await post(api, '/codes/resend', { ticket }, { remoteAddress: randomAddress() });
    expect(resent.statusCode).toBe(200);
    const fresh = await lastCode(api, body.phone);
    expect(resent.json().data).toMatchObject({ expires_in: 600, resend_in: 60 });
    expect(resent.json().data.ticket).not.toBe(ticket);
    if (fresh !== code) {
      expect((await smsCodeGrant(api, body.phone, code, randomAddress())).statusCode).toBe(400);
    }
    expect((await smsCodeGrant(api, body.phone, fresh, randomAddress())).statusCode).toBe(200);
  });
});

describe('resending', () => {
  it('waits a minute between codes: 429 codes.resend_too_soon with Retry-After and a translated message', async () => {
    const { body, ticket } = await registered();
    clock.advance(20);
    const early = await post(api, '/codes/resend', { ticket }, { language: 'ru', remoteAddress: randomAddress() });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('40');
    expect(early.json()).toEqual({
      code: 'codes.resend_too_soon',
      message: 'Код только что отправлен. Подождите минуту, прежде чем запрашивать новый.',
    });
    // Registering the same number again is the same send and waits the same.
    const again = await post(api, '/registration', body, { remoteAddress: randomAddress() });
    expect(again.statusCode).toBe(429);
    clock.advance(40);
    expect((await post(api, '/codes/resend', { ticket }, { remoteAddress: randomAddress() })).statusCode).toBe(200);
  });

  it('sends at most 5 codes an hour to one number, then 429 codes.too_many_codes until the hour is over', async () => {
    const first = await registered();
    let ticket = first.ticket;
    for (let sent = 1; sent < 5; sent += 1) {
      clock.advance(60);
      const response = await post(api, '/codes/resend', { ticket }, { remoteAddress: randomAddress() });
      expect(response.statusCode).toBe(200);
      ticket = response.json().data.ticket;
    }
    clock.advance(60);
    const sixth = await post(api, '/codes/resend', { ticket }, { language: 'uz', remoteAddress: randomAddress() });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('codes.too_many_codes');
    expect(sixth.json().message).toBe('Juda koʻp kod yuborildi. Keyinroq qayta urinib koʻring.');
    // The first code went out 5 minutes ago: the hour lifts in 55 minutes.
    expect(Number(sixth.headers['retry-after'])).toBe(55 * 60);
    expect(await outboxOf(api, first.body.phone)).toHaveLength(5);
    clock.advance(55 * 60);
    expect((await post(api, '/codes/resend', { ticket }, { remoteAddress: randomAddress() })).statusCode).toBe(200);
  });

  it('refuses an unknown ticket as an expired step, without sending anything', async () => {
    const response = await post(
      api,
      '/codes/resend',
      { ticket: '00000000-0000-4000-8000-000000000000' },
      { remoteAddress: randomAddress() },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('codes.session_expired');
  });

  it('is limited per address too, whatever the numbers', async () => {
    const limited = await createTestApi({ env: { CODES_RATE_IP_MAX: '2' } });
    try {
      const address = randomAddress();
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        statuses.push(
          (await post(limited, '/registration', registrationBody(), { remoteAddress: address })).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
