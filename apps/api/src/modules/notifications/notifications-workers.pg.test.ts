import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { runOnce, type Runner, type Task } from 'graphile-worker';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createPostgresDatabase, type Database } from '../../db/client.ts';
import type { ModuleDeps } from '../../http/module.ts';
import type { MessageProvider } from '../../lib/messages.ts';
import { createTestApi, outboxOf, type TestApi } from '../../test/harness.ts';
import { developmentKey, signedCall } from '../../test/machine.ts';
import { DELIVER_TASK, queueLogger, startQueueRunner } from './notifications.queue.ts';
import { notificationJobs } from './notifications.table.ts';
import {
  customerIn,
  jobsOf,
  noticesOf,
  probe,
  receivedParcel,
  recordingProvider,
  taskFor,
} from './notifications-test-kit.ts';

// A database of this file's own: its runners take every job in graphile-worker's queue, which must hold only ours.
const name = `yolla_queue_${Date.now()}_${randomBytes(3).toString('hex')}`;
const server = () => new pg.Client({ connectionString: inject('pgUrl'), connectionTimeoutMillis: 5000 });
let url: string;
let api: TestApi;
let deps: () => ModuleDeps<never>;
const pools: pg.Pool[] = [];

beforeAll(async () => {
  const admin = server();
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const parsed = new URL(inject('pgUrl'));
  parsed.pathname = `/${name}`;
  url = parsed.toString();
  const database: Database = createPostgresDatabase({
    url,
    poolMax: 10,
    connectTimeoutMs: 5000,
    statementTimeoutMs: 10_000,
  });
  await database.migrate();
  // graphile-worker's schema is not there yet: the API's start installs it.
  const seen = probe();
  deps = seen.deps;
  api = await createTestApi({
    database,
    env: { PARCELS_RATE_IP_MAX: '100000', PARCELS_RATE_ACCOUNT_MAX: '100000', NOTIFICATIONS_MAX_ATTEMPTS: '2' },
    modules: [seen.module],
  });
});
afterAll(async () => {
  await api.close();
  await Promise.all(pools.map((pool) => pool.end()));
  const admin = server();
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
});

/** A pool of its own, as another process's runner has. */
function ownPool(): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  // Dropping the database at the end ends its connections.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  pools.push(pool);
  return pool;
}

/** graphile-worker's queued jobs of the given deliveries (a finished job leaves the queue). */
async function queued(ids: readonly number[]) {
  const result = (await api.database.db.execute(
    sql`select key, attempts, last_error from graphile_worker.jobs where task_identifier = ${DELIVER_TASK}`,
  )) as unknown as { rows: { key: string; attempts: number; last_error: string | null }[] };
  const keys = new Set(ids.map((id) => `notification-job:${id}`));
  return result.rows.filter((row) => keys.has(row.key));
}

async function until(check: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const runOnceWith = (task: Task) =>
  runOnce({ pgPool: ownPool(), taskList: { [DELIVER_TASK]: task }, noHandleSignals: true, logger: queueLogger });

describe('notification deliveries on PostgreSQL, through graphile-worker', () => {
  it('are queued with the event that commits, and not at all with one that rolls back', async () => {
    const who = await customerIn(api);
    const raise = (tx: Parameters<Parameters<typeof api.database.db.transaction>[0]>[0], key: string) =>
      deps().services.notifications.raise(tx, { customerId: who.customer.row.id, event: 'parcel_returned', key });
    await expect(
      api.database.db.transaction(async (tx) => {
        await raise(tx, 'rolled-back');
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await jobsOf(api, who.customer.row.id)).toEqual([]);

    await api.database.db.transaction((tx) => raise(tx, 'committed'));
    const jobs = await jobsOf(api, who.customer.row.id);
    expect(jobs.map((job) => job.channel).sort()).toEqual(['email', 'sms']);
    expect((await queued(jobs.map((job) => job.id))).map((job) => job.key).sort()).toEqual(
      jobs.map((job) => `notification-job:${job.id}`).sort(),
    );
  });

  it('several runners at once deliver every job exactly once', async () => {
    const who = await customerIn(api);
    for (let i = 0; i < 12; i += 1) await receivedParcel(api, who);
    const shared = recordingProvider();
    const slow: MessageProvider = {
      name: 'slow',
      deliver: async (message) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        await shared.provider.deliver(message);
      },
    };
    const ran = [0, 0, 0];
    const runners: Runner[] = await Promise.all(
      ran.map((_, index) => {
        const task = taskFor(api, deps(), slow);
        return startQueueRunner({
          pgPool: ownPool(),
          pollMs: 100,
          task: async (payload, helpers) => {
            ran[index] = (ran[index] ?? 0) + 1;
            await task(payload, helpers);
          },
        });
      }),
    );
    const customerId = who.customer.row.id;
    try {
      await until(async () => {
        const jobs = await jobsOf(api, customerId);
        return jobs.length === 48 && jobs.every((job) => job.state === 'sent');
      });
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
    }
    const mine = shared.delivered.filter((message) => message.customerId === customerId);
    // 12 parcels, each a reception and a payment due, each by SMS and e-mail.
    expect(mine).toHaveLength(48);
    expect(new Set(mine.map((message) => `${message.template}|${message.channel}|${message.body}`)).size).toBe(48);
    expect(ran.filter((count) => count > 0).length).toBeGreaterThan(1);
    const jobs = await jobsOf(api, customerId);
    expect(jobs.every((job) => job.attempts === 1 && job.sentAt !== null)).toBe(true);
    expect(await queued(jobs.map((job) => job.id))).toEqual([]);
  });

  it('tries a failed delivery again, and after the last try records it failed', async () => {
    const recovers = await customerIn(api);
    const never = await customerIn(api);
    await receivedParcel(api, recovers);
    await receivedParcel(api, never);
    const tried = new Set<string>();
    const flaky = recordingProvider((message) => {
      if (message.customerId === never.customer.row.id) return true;
      const first = !tried.has(`${message.template}|${message.channel}`);
      tried.add(`${message.template}|${message.channel}`);
      return first;
    });
    const task = taskFor(api, deps(), flaky.provider);
    await runOnceWith(task);
    const afterOne = await jobsOf(api, recovers.customer.row.id);
    expect(afterOne.map((job) => [job.state, job.attempts, job.lastError])).toEqual(
      afterOne.map(() => ['pending', 1, 'the gateway is down']),
    );
    expect((await queued(afterOne.map((job) => job.id))).every((job) => job.attempts === 1)).toBe(true);

    // graphile-worker's backoff (seconds) made due now, rather than waited for.
    await api.database.db.execute(sql`update graphile_worker._private_jobs set run_at = now() where locked_at is null`);
    await runOnceWith(task);
    const recovered = await jobsOf(api, recovers.customer.row.id);
    expect(recovered.map((job) => [job.state, job.attempts, job.lastError])).toEqual(
      recovered.map(() => ['sent', 2, null]),
    );
    expect(flaky.delivered.filter((message) => message.customerId === recovers.customer.row.id)).toHaveLength(4);
    // NOTIFICATIONS_MAX_ATTEMPTS is 2 here: the second failure was the last.
    const failed = await jobsOf(api, never.customer.row.id);
    expect(failed.map((job) => [job.state, job.attempts, job.lastError])).toEqual(
      failed.map(() => ['failed', 2, 'the gateway is down']),
    );
  });

  it('a runner that died holding jobs: another delivers them later, once, and the screen shows each notice once', async () => {
    const who = await customerIn(api);
    await receivedParcel(api, who);
    const jobs = await jobsOf(api, who.customer.row.id);
    const [done, ...open] = jobs;
    // The dead runner had taken every job; one it had sent and recorded, but never told graphile-worker.
    await api.database.db
      .update(notificationJobs)
      .set({ state: 'sent', attempts: 1, sentAt: new Date() })
      .where(eq(notificationJobs.id, done!.id));
    await api.database.db.execute(
      sql`update graphile_worker._private_jobs set locked_at = now() - interval '5 hours', locked_by = 'dead-runner',
        attempts = 1 where locked_at is null`,
    );
    const healthy = recordingProvider();
    const runner = await startQueueRunner({
      pgPool: ownPool(),
      pollMs: 100,
      task: taskFor(api, deps(), healthy.provider),
      // It looks for jobs locked by a runner that died (after 4 hours) every few milliseconds, not minutes.
      extra: { minResetLockedInterval: 20, maxResetLockedInterval: 40 },
    });
    try {
      await until(async () => (await queued(jobs.map((job) => job.id))).length === 0);
    } finally {
      await runner.stop();
    }
    const mine = healthy.delivered.filter((message) => message.customerId === who.customer.row.id);
    expect(mine).toHaveLength(open.length);
    const settled = await jobsOf(api, who.customer.row.id);
    expect(settled.every((job) => job.state === 'sent')).toBe(true);
    expect(settled.find((job) => job.id === done!.id)?.attempts).toBe(1);
    expect(settled.filter((job) => job.id !== done!.id).every((job) => job.attempts === 2)).toBe(true);
    expect((await noticesOf(api, who)).json().meta).toMatchObject({ total: 2, unread: 2 });
  });

  it('the API starts a runner that delivers at once through the message provider, and stops it when it closes', async () => {
    const running = await createTestApi({
      database: createPostgresDatabase({ url, poolMax: 10, connectTimeoutMs: 5000, statementTimeoutMs: 10_000 }),
      env: { NOTIFICATIONS_WORKER: 'true', PARCELS_RATE_IP_MAX: '100000', PARCELS_RATE_ACCOUNT_MAX: '100000' },
    });
    try {
      const who = await customerIn(running, 'az');
      const { number } = await receivedParcel(running, who);
      let messages = await outboxOf(running, who.customer.phone);
      for (let i = 0; i < 100 && messages.length < 2; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        messages = await outboxOf(running, who.customer.phone);
      }
      expect(messages.map((message) => message.template).sort()).toEqual(['parcel.arrived', 'parcel.payment_due']);
      expect(messages.find((message) => message.template === 'parcel.arrived')?.body).toBe(
        `Yolla: ${number} nömrəli bağlamanız xaricdəki anbarımıza çatdı. Ətraflı məlumat şəxsi kabinetinizdədir.`,
      );
    } finally {
      await running.close();
    }
    const listening = (await api.database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`,
    )) as unknown as { rows: { n: number }[] };
    expect(listening.rows[0]?.n).toBe(0);
  });

  it('an event sent several times at once is one notice on the screen', async () => {
    const who = await customerIn(api);
    const { number } = await receivedParcel(api, who);
    const event = {
      event_id: `evt-race-notice-${number}`,
      type: 'returned',
      tracking_number: number,
      occurred_at: new Date().toISOString(),
    };
    const now = Math.floor(Date.now() / 1000);
    const copies = await Promise.all(
      // Signed a second apart each: four distinct requests (not replays) carrying the same event.
      Array.from({ length: 4 }, (_, index) =>
        signedCall(api, developmentKey('warehouse'), 'POST', '/warehouse/events', {
          body: event,
          timestamp: now - index,
        }),
      ),
    );
    expect(copies.map((copy) => copy.statusCode)).toEqual([200, 200, 200, 200]);
    const events = (await noticesOf(api, who)).json().data.map((notice: { event: string }) => notice.event);
    expect(events.filter((event: string) => event === 'parcel_returned')).toHaveLength(1);
  });
});
