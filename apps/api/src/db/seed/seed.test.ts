import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthClients, tokenFamilies } from '../../modules/auth/auth.table.ts';
import { addresses } from '../../modules/addresses/addresses.table.ts';
import { outboxMessages } from '../../modules/messages/messages.table.ts';
import { customers } from '../../modules/customers/customers.table.ts';
import { openTestDatabase, usesPostgres } from '../../test/harness.ts';
import type { Database } from '../client.ts';
import { DEMO_CUSTOMER } from './demo.ts';
import { seed } from './index.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the seed', () => {
  it('can run on every start: the web client and the demo customer exist once, and the client secret follows the environment', async () => {
    const clientId = `web-${Date.now()}`;
    await seed(database.db, { webClient: { id: clientId, secret: 'first-secret-value' }, demo: true });
    await seed(database.db, { webClient: { id: clientId, secret: 'rotated-secret-value' }, demo: true });
    const clients = await database.db.select().from(oauthClients).where(eq(oauthClients.id, clientId));
    expect(clients).toHaveLength(1);
    const { sha256 } = await import('../../modules/auth/auth.tokens.ts');
    expect(clients[0]?.secretHash).toBe(sha256('rotated-secret-value'));
    const [demo] = await database.db
      .select({ n: count() })
      .from(customers)
      .where(eq(customers.email, DEMO_CUSTOMER.email));
    expect(demo?.n).toBe(1);
  });

  it('gives the demo customer sessions on two other devices and a few past messages, once', async () => {
    const clientId = `web-activity-${Date.now()}`;
    for (let run = 0; run < 2; run += 1) {
      await seed(database.db, { webClient: { id: clientId, secret: 'some-secret-value' }, demo: true });
    }
    const [demo] = await database.db.select().from(customers).where(eq(customers.email, DEMO_CUSTOMER.email));
    const sessions = await database.db.select().from(tokenFamilies).where(eq(tokenFamilies.customerId, demo!.id));
    expect(sessions.filter((s) => s.userAgent?.includes('iPhone'))).toHaveLength(1);
    expect(sessions.filter((s) => s.userAgent?.includes('Windows'))).toHaveLength(1);
    const messages = await database.db.select().from(outboxMessages).where(eq(outboxMessages.customerId, demo!.id));
    expect(messages.map((m) => m.template).sort()).toEqual([
      'code.phone_change',
      'code.recovery',
      'notice.password_changed',
      'notice.phone_changed',
    ]);
    expect(messages.find((m) => m.channel === 'email')?.recipient).toBe(DEMO_CUSTOMER.email);
  });

  it('gives the demo customer two delivery addresses, the Baku one the default, so the address is complete', async () => {
    for (let run = 0; run < 2; run += 1) {
      await seed(database.db, { webClient: { id: 'web-addresses', secret: 'some-secret-value' }, demo: true });
    }
    const [demo] = await database.db.select().from(customers).where(eq(customers.email, DEMO_CUSTOMER.email));
    const rows = await database.db.select().from(addresses).where(eq(addresses.customerId, demo!.id));
    expect(rows.map((row) => [row.cityCode, row.isDefault]).sort()).toEqual([
      ['AZ-BAKU', true],
      ['AZ-GANJA', false],
    ]);
    expect(demo?.addressCompletedAt).not.toBeNull();
  });

  // Needs an empty database: the PostgreSQL suite shares one database between files.
  it.runIf(!usesPostgres)('adds no demo customer when demo data is off', async () => {
    const fresh = await openTestDatabase();
    await seed(fresh.db, { webClient: { id: 'yolla-web', secret: 'some-secret-value' }, demo: false });
    const rows = await fresh.db.select().from(customers).where(eq(customers.email, DEMO_CUSTOMER.email));
    expect(rows).toHaveLength(0);
    await fresh.close();
  });
});
